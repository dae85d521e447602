// The rules pages, in 中文 and English (from the seeds and the project\'s rules specs); their
// 繁體中文 is converted from the 中文 (scripts/traditional/convert.mjs).
// Each section: a heading and paragraphs; `diagram` names one of the engine's diagrams (its
// catalog's `diagrams`: start, jump, field, spawn), drawn by the board code. `{name}` in a
// paragraph is the engine's number of that name (its timer and end limits).

import { ZH_HANT } from './zh-hant.js';

export const RULES = {
  zhili: {
    zh: [
      { h: '概要', p: ['双方各 4 枚棋子，另有 1 枚公用棋子。让对手无棋可走就赢。'] },
      { h: '棋盘与开局', diagram: 'start', p: [
        '棋盘有 11 个点（编号 0–10）：上方两角连着上枢纽 2，枢纽经点 3 连到菱形左右两端 4、6 和中心 5；下方同样经点 7、下枢纽 8 连到两角 9、10。',
        '黑方（上）摆在 0、1、2、4；红方（下）摆在 6、8、9、10；公用子在中心 5；点 3 和 7 开局是空的。红方先走。',
      ] },
      { h: '行棋', diagram: 'jump', p: [
        '轮到你时，走一枚自己的棋子或公用子：沿连线走一格到相邻的空点。',
        '跳行：只有两条真正的直线——竖线 2–3–5–7–8 和横线 4–5–6。沿这两条线，任何棋子都可以越过相邻的一枚棋子（己方、对方或公用子皆可），跳到紧接其后的空点。跳过的棋子不被吃掉。',
      ] },
      { h: '公用子锁定', p: ['如果上一步走的是公用子，这一步轮到的一方不能走公用子（棋盘上公用子带锁）。锁只持续一回合：走任何别的棋子，或本回合超时，都会解锁。'] },
      { h: '胜负', p: [
        '轮到某一方却无棋可走（自己的子走不动，公用子也走不了或被锁），这一方立即输棋。',
        '同一局面（棋子位置、轮到谁、锁定状态）第三次出现，或全局满 {maxPlies} 步，判为和棋。',
      ] },
      { h: '计时', p: ['默认每步 {defaultTimerSecs} 秒（可在新对局或设置里更改或关闭）。时间到，本回合自动跳过，轮到对方；跳过也计入 {maxPlies} 步并解除锁定。'] },
      { h: '记谱', p: ['局面：11 个点依次写出（b 黑、r 红、s 公用、. 空），然后是轮到的一方（r 或 b）和锁标记（1 或 0）。开局：bbb.bsr.rrr r 0。着法写作“起点-终点”，如 8-7、4-6；超时写作 pass。'] },
    ],
    en: [
      { h: 'In short', p: ['Four pieces each plus one shared piece. Leave your rival without a legal move to win.'] },
      { h: 'Board and setup', diagram: 'start', p: [
        'The board has 11 points (0–10): the two top corners meet at the top hub 2, which links through point 3 to the diamond\'s ends 4 and 6 and its centre 5; below, point 7 and the bottom hub 8 lead to the corners 9 and 10.',
        'Black (top) starts on 0, 1, 2, 4; Red (bottom) on 6, 8, 9, 10; the shared piece on the centre 5; points 3 and 7 start empty. Red moves first.',
      ] },
      { h: 'Moving', diagram: 'jump', p: [
        'On your turn move one of your own pieces or the shared piece one step along a line to an adjacent empty point.',
        'Jumps: only two lines are straight — the vertical 2–3–5–7–8 and the horizontal 4–5–6. Along them any piece may jump over one adjacent piece (own, rival or shared) to the empty point right behind it. Nothing is captured.',
      ] },
      { h: 'The shared-piece lock', p: ['If the previous turn moved the shared piece, the side now to move may not move it (the board shows a lock on it). The lock lasts one turn: any other move, or a timed-out turn, clears it.'] },
      { h: 'End of the game', p: [
        'A side to move with no legal move (its own pieces blocked and the shared piece blocked or locked) loses at once.',
        'The game is drawn when the same position (points, side to move, lock) occurs a third time, or after {maxPlies} plies in all.',
      ] },
      { h: 'Timer', p: ['{defaultTimerSecs} seconds per turn by default (change it or switch it off in a new game or the settings). When time runs out the turn passes to the rival; a pass counts toward the {maxPlies} plies and clears the lock.'] },
      { h: 'Notation', p: ['A position lists the 11 points in order (b Black, r Red, s shared, . empty), then the side to move (r or b) and the lock flag (1 or 0). Start: bbb.bsr.rrr r 0. A move is FROM-TO, e.g. 8-7 or 4-6; a timed-out turn is pass.'] },
    ],
  },
  'twin-cities': {
    zh: [
      { h: '概要', p: ['以城为点，以城为战：经营城池，招募兵卒，以兵换将，吃掉对方的“城”即获胜。'] },
      { h: '棋盘', diagram: 'start', p: [
        '内盘是纵 9 路（a–i）横 11 线（1–11）的交叉点，红方在第 1 线一侧。外盘一圈摆放双方的储备：被吃的棋子和换将交出的兵卒都回到储备，招募和换将从储备里取。',
        '“田区”：以某点为中心、周围一圈（最多 8 个点）的范围，不含中心点本身。',
      ] },
      { h: '棋子与开局', p: [
        '每方 16 枚：城 1、兵（黑方为卒）6，以及虎、步、弓、骑、潜、翼、突、盾、械各 1；另有中立的“据”2 枚。',
        '开局红方：城 e2，兵 d3、f3；黑方：城 e10，卒 d9、f9；据 c6、g6；其余棋子都在各自储备里。红方先走。',
      ] },
      { h: '每回合', p: ['走一步棋（步、弓、骑可带一名兵卒跟随），或招募，或以兵换将，三者选一。'] },
      { h: '走法', p: [
        '兵卒：十字走一格，行吃一体。步：十字 1–2 格（中间须空）。弓：斜线 1–2 格（中间须空）。骑：同象棋的马，蹩腿不能走。',
        '虎：同象棋的车。潜：同象棋的炮（走同车，隔一子吃）。翼：斜线任意远走子，只能斜吃一格。突：只能隔一子跳到其后的空点（同炮的吃法路线，但只落空点），吃子同马。',
        '盾：落子到任意空点：若落点的田区没有棋子，直接落下；否则田区里的每枚棋子都被向外震退一格（目标点须在盘内且为空，否则不能落）。吃子同兵卒。',
        '械：八个方向 1–2 格（中间须空），只走不吃，并能锁定（见下）。',
        '城：不能自主走子，可复制其田区内己方棋子的走法（包括吃子）。据：中立，不能被吃也不能吃子；任一方都可借用据田区内己方棋子的走法（只走不吃）移动它。',
      ] },
      { h: '领兵（跟随）', p: ['步、弓、骑走子或吃子后，可以带一名原本在其田区内的己方兵卒，落到将领新田区内的任一空点（将先兵后，到新田）。'] },
      { h: '招募', diagram: 'field', p: ['“据点”指己方的城或任一“据”。若据点的田区内有己方棋子、没有对方棋子、且据点未被锁定，就“控制”该据点。招募：从储备取兵卒，放到受控据点田区内的空点上，每个据点每次最多一个。'] },
      { h: '以兵换将', p: ['在一个受控据点的田区内交出 2 名兵卒（换虎需 3 名），从储备换来一名将领，放到同一田区内的空点上（刚交出的兵卒所在点也算空）。'] },
      { h: '器械锁定', p: ['械能走到的点（若为空）都在它的威胁之下。被对方械威胁的城不能移动，也不能在那里招募或换将；被某方械威胁的据，对另一方锁定。'] },
      { h: '胜负', p: [
        '吃掉对方的城立即获胜；轮到某方却无棋可走则判负。',
        '同一局面第三次出现，或连续 {noProgressPlies} 步没有吃子、招募或换将，判为和棋。',
      ] },
      { h: '记谱', p: ['走子 e2e3；震退落子 e2*e5；带兵跟随 e3e5~d3d6；招募 +d1+e3；换将 T@e3:d2,f2,f3（将领字母、落点、交出的兵卒）；超时 pass。'] },
    ],
    en: [
      { h: 'In short', p: ['Build up your city, recruit soldiers, trade soldiers for generals, and capture the rival City to win.'] },
      { h: 'The board', diagram: 'start', p: [
        'The inner board is 9 files (a–i) by 11 ranks (1–11) of points, Red on the rank 1 side. The outer ring holds each side\'s reserve: captured pieces and soldiers paid in exchanges go back to it; recruits and exchanges take from it.',
        'A point\'s field (田区) is the ring of up to 8 points around it, not the point itself.',
      ] },
      { h: 'Pieces and setup', p: [
        '16 a side: City 城, 6 Soldiers 兵 (Black\'s are 卒), and one each of Tiger 虎, Foot 步, Bow 弓, Horse 骑, Lurker 潜, Wing 翼, Raider 突, Shield 盾, Engine 械; plus 2 neutral Strongholds 据.',
        'Red: City e2, Soldiers d3 and f3. Black: City e10, Soldiers d9 and f9. Strongholds c6 and g6. Everything else starts in reserve. Red moves first.',
      ] },
      { h: 'A turn', p: ['Make one board move (a Foot, Bow or Horse may lead a soldier), or recruit, or exchange.'] },
      { h: 'Moves', p: [
        'Soldier: one step orthogonally, moves and captures alike. Foot: 1–2 points orthogonally (middle empty). Bow: 1–2 points diagonally (middle empty). Horse: the xiangqi horse, blocked by its leg.',
        'Tiger: the xiangqi chariot. Lurker: the xiangqi cannon. Wing: slides diagonally any distance, captures only one point diagonally. Raider: moves only by jumping over one piece along a line to an empty point beyond; captures like the Horse.',
        'Shield: drops on any empty point; if that point\'s field holds pieces, each is pushed one point straight away (every push target must be on the board and empty). Captures like a Soldier.',
        'Engine: 1–2 points in any of 8 directions (middle empty), never captures, and locks (below).',
        'City: no move of its own; it moves with the pattern of any own piece in its field, captures included. Stronghold: neutral, never captured, never captures; either side may move it with the move-only pattern of its own pieces in the Stronghold\'s field.',
      ] },
      { h: 'Leading a soldier', p: ['After a Foot, Bow or Horse moves or captures, one own Soldier that stood in its field may follow to any empty point of the general\'s new field.'] },
      { h: 'Recruit', diagram: 'field', p: ['A site is your City or either Stronghold. You control it when one of your pieces is in its field, no rival piece is, and it is not locked against you. A recruit places soldiers from your reserve on empty points of controlled sites\' fields, at most one per site.'] },
      { h: 'Exchange', p: ['In a controlled site\'s field pay 2 Soldiers (3 for the Tiger) to your reserve and place a general from the reserve on an empty point of the same field (the paid Soldiers\' points count as empty).'] },
      { h: 'Engine lock', p: ['An Engine threatens the points it could move to if they were empty. A City threatened by a rival Engine cannot move, recruit or exchange; a Stronghold threatened by one side\'s Engine is locked against the other side.'] },
      { h: 'End of the game', p: [
        'Capturing the rival City wins at once; a side with no legal action on its turn loses.',
        'Draw: the same position a third time, or {noProgressPlies} plies in a row without a capture, recruit or exchange.',
      ] },
      { h: 'Notation', p: ['Move e2e3; Shield drop with pushes e2*e5; with a follower e3e5~d3d6; recruit +d1+e3; exchange T@e3:d2,f2,f3 (general, its point, the paid soldiers); timed-out turn pass.'] },
    ],
  },
  generals: {
    zh: [
      { h: '概要', p: ['红、蓝两将为南军，黄、绿两将为北军。每名将领统领四名士兵。消灭对方全部将领即获胜。'] },
      { h: '地图', diagram: 'start', p: [
        '11 列（a–k）× 13 行（1–13）的格子，第 1 行在南方。波浪是水路，只有水兵能进；河上有三条陆地通道（桥）。',
        '将领的出生点是其起始格周围的 8 格。南军：红将 c2、蓝将 i2；北军：黄将 i12、绿将 c12。',
      ] },
      { h: '布阵', diagram: 'spawn', p: ['每方选 8 名士兵（每名将领 4 名），在兵种上限之内，放在将领的出生点上。可选预设阵容，也可自己布阵；暗中布阵时双方各自摆好再同时揭开，同屏对战时会出现交接画面。'] },
      { h: '回合', p: [
        '选择一名己方将领，再选“将领行动”（将领自己移动并可攻击，士兵不动）或“指挥士兵”（这名将领的士兵各自行动，顺序不限，可交替进行）。',
        '行动的单位最多走“移动”步数，然后可攻击一次；攻击后它本回合结束。随时可以点“结束回合”。',
      ] },
      { h: '移动与攻击', p: [
        '每步走到相邻的空陆地格（标有斜走的兵种也可斜走，路线可以拐弯）。不能穿过其他单位，上战车除外。',
        '攻击沿直线（标有斜击的兵种也可斜线），距离不超过射程，中间不能有单位。伤害为 1，血量为 0 即移除；将领阵亡，其士兵全部消散。',
      ] },
      { h: '特殊兵种', p: [
        '水兵可入水，在水中一步可沿八方向走 1–2 格；在水中只有弓弩手能伤到它。投石车瞄准正好 5 格外的格子，打击 3×3 范围内陆地上的所有单位（不分敌我），之后冷却一回合。',
        '战车可载 2 名非骑兵、非投石车的己方单位；射程超过 2 的乘客在车上或下车当回合不能攻击；战车被毁，车上士兵阵亡，将领扣 1 血。',
        '钩镰兵把 2–4 格外的敌人拉到自己面前，己方能打到它的单位立即各打一次；若触发投石车，钩镰兵同归于尽。刺客每隔一回合可穿梭到 5 格内任意空陆地格，并可立即攻击。武士斜击将领一击必杀。链锤兵对重甲造成 2 点伤害。弓弩对刀盾兵无效。',
      ] },
      { h: '胜负', p: ['一方将领全部阵亡即负；双方最后的将领同时阵亡为和棋；连续 {noDamageTurns} 回合无人受伤为和棋。'] },
      { h: '记谱', p: ['lead r / troops r（选将与方式），r3-d4（走一步），r3xe6（攻击、钩拉或投石瞄准），r4@g7（刺客穿梭），end（结束回合），pass（超时）。'] },
    ],
    en: [
      { h: 'In short', p: ['Red and Blue are the South team, Yellow and Green the North team. Each general commands four soldiers. Remove every enemy general to win.'] },
      { h: 'The map', diagram: 'start', p: [
        '11 columns (a–k) by 13 rows (1–13) of cells, row 1 in the South. Waves are water, entered only by Marines; three land causeways cross the river.',
        'A general\'s spawn points are the 8 cells around its start cell. South: Red c2, Blue i2; North: Yellow i12, Green c12.',
      ] },
      { h: 'Setup', diagram: 'spawn', p: ['Each team picks 8 units (4 per general) within the limits below and places them on its generals\' spawn points. Choose a preset or build your own; in hidden setup each team sets up unseen, behind a hand-over screen in pass and play.'] },
      { h: 'A turn', p: [
        'Pick one of your living generals, then Lead (the general acts; its soldiers do nothing) or Troops (each of its soldiers may act, in any order, interleaving their steps).',
        'An acting unit takes up to its move in steps, then may attack once; the attack ends its activity. End the turn whenever you like.',
      ] },
      { h: 'Moving and attacking', p: [
        'A step goes to an adjacent empty land cell (diagonally too for units marked diag; paths may turn). No unit passes through another, except to board a Chariot.',
        'Attacks go along a straight line (diagonals where marked) within reach, with no unit in between. Damage is 1; a unit at 0 HP is removed, and a removed general takes its soldiers with it.',
      ] },
      { h: 'Special units', p: [
        'Marines enter water and there step 1–2 cells in any of 8 directions; in water only Crossbowmen can hurt them. The Catapult aims at a cell exactly 5 away and hits every unit on land in the 3×3 square, friend or foe, then cools down for a turn.',
        'A Chariot carries 2 of its team (no cavalry, no Catapults); passengers with reach above 2 cannot attack aboard or on the turn they got off; a destroyed Chariot kills its soldier passengers and costs a general aboard 1 HP.',
        'The Hook pulls an enemy 2–4 cells away next to itself, and every unit of its team that can hit it there does so at once; a Catapult joining takes the Hook with it. The Assassin may warp every other turn to any empty land cell within 5 and attack at once. A Samurai\'s diagonal hit kills a general. The Flail deals 2 to heavy armour. Crossbows cannot hurt Shield infantry.',
      ] },
      { h: 'End of the game', p: ['A team whose generals are all removed loses; both last generals removed at once is a draw; so are {noDamageTurns} turns in a row without damage.'] },
      { h: 'Notation', p: ['lead r / troops r (general and mode), r3-d4 (a step), r3xe6 (attack, pull or catapult aim), r4@g7 (warp), end (end the turn), pass (timed out).'] },
    ],
  },
};

for (const [game, texts] of Object.entries(RULES)) texts['zh-Hant'] = ZH_HANT.rules[game];
