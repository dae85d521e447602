// 繁體中文: every 简体 text of the UI (strings, error texts, rules pages, piece glyphs and names)
// and the engine's names and data texts such as the lessons' (`names`, by their 简体 form), converted by
// scripts/traditional/convert.mjs with OpenCC's Taiwan tables and the reviewed exceptions in
// scripts/traditional/exceptions.json. Generated: do not edit by hand; run the script.
export const ZH_HANT = {
  "strings": {
    "appName": "雙城棋院",
    "brandMark": "雙",
    "appTagline": "三種中國策略棋",
    "game.zhili": "直隸雙承棋",
    "game.twin-cities": "雙城",
    "game.generals": "智將兵棋",
    "gameBlurb.zhili": "十一點星盤，公用一子，困住對手即勝。",
    "gameBlurb.twin-cities": "經營城池，以兵換將，攻取敵城。",
    "gameBlurb.generals": "四將各率四兵，水陸交錯，全殲敵將。",
    "newGame": "新對局",
    "continue": "繼續對局",
    "noSaves": "沒有未完成的對局",
    "settings": "設定",
    "rules": "規則",
    "importGame": "匯入棋譜",
    "exportGame": "匯出棋譜",
    "export": "匯出",
    "back": "返回",
    "zoom": "放大棋盤",
    "home": "主頁",
    "start": "開始",
    "cancel": "取消",
    "confirm": "確定",
    "close": "關閉",
    "delete": "刪除",
    "open": "開啟",
    "mode": "模式",
    "mode.vs-ai": "人機對戰",
    "mode.pass-and-play": "同屏對戰",
    "mode.four": "二對二（四座）",
    "seats": "座位",
    "yourSide": "執方",
    "difficulty": "難度",
    "timer": "每步限時",
    "timerOff": "不限時",
    "seconds": "{n} 秒",
    "human": "玩家",
    "ai": "電腦",
    "general.r": "紅將",
    "general.b": "藍將",
    "general.y": "黃將",
    "general.g": "綠將",
    "toMove": "{side}走棋",
    "youSuffix": "（你）",
    "aiThinking": "電腦思考中…",
    "moves": "著法",
    "noMoves": "尚無著法",
    "undo": "悔棋",
    "redo": "重做",
    "hint": "提示",
    "resign": "認輸",
    "offerDraw": "和棋",
    "confirmResign": "{side}確定認輸嗎？",
    "confirmDraw": "雙方同意和棋嗎？",
    "endTurn": "結束回合",
    "confirmMove": "確認",
    "timeUp": "時間到，{side}本回合跳過",
    "gameOver": "對局結束",
    "winner": "{side}獲勝",
    "draw": "和棋",
    "rematch": "再來一局",
    "review": "檢視棋盤",
    "hintIs": "提示：{action}",
    "lastMove": "上一步：{action}",
    "announce.last": "{side}：{action}",
    "announce.gap": "。",
    "announce.timeLeft": "還剩 {n} 秒",
    "reason.no-legal-action": "無子可走",
    "reason.repetition": "同一局面出現三次",
    "reason.ply-limit": "已滿 {maxPlies} 步",
    "reason.no-progress": "連續 {noProgressPlies} 步無吃子、招募或入將",
    "reason.city-captured": "城池被攻破",
    "reason.generals-eliminated": "將領全部陣亡",
    "reason.mutual-elimination": "雙方最後的將領同時陣亡",
    "reason.no-damage": "連續 {noDamageTurns} 回合無傷害",
    "reason.resignation": "認輸",
    "reason.draw-agreed": "雙方議和",
    "error.illegal-action": "這步不合規則",
    "error.stale": "局面已變化，請重試",
    "error.game-over": "對局已經結束",
    "error.not-your-turn": "還沒輪到你",
    "error.storage": "存檔出錯",
    "error.bad-request": "請求有誤",
    "error.unknown-game": "找不到這盤棋",
    "error.not-allowed": "目前設定不允許",
    "error.internal": "程式出錯",
    "error.at.start": "開局局面：",
    "error.at.action": "第 {n} 步：",
    "error.internalDetail": "棋局已回到上次儲存的樣子，請再試一次",
    "storage.in-use": "雙城棋院已在另一個視窗中執行，這些存檔正由它使用。",
    "storage.locked": "存檔資料庫正被另一個程式鎖定。",
    "storage.full": "磁碟已滿，無法儲存棋局。",
    "storage.read-only": "存檔所在的資料夾是唯讀的，無法儲存棋局。",
    "storage.io": "讀寫存檔時出錯。",
    "storage.no-directory": "本裝置沒有為應用程式提供存檔資料夾。",
    "storage.corrupt": "存檔檔案已損壞：原檔案一字未改地保留在 {path}，並已新建空白存檔。",
    "storage.journal-damaged": "存檔日誌已損壞：損壞前的棋步都在，損壞的檔案另存了一份在 {path}。",
    "storage.newer-version": "這些存檔來自更新版本的雙城棋院，請更新應用程式。",
    "storage.untouched": "存檔檔案原樣保留，沒有任何改動。",
    "storage.without-saving": "不儲存模式：關閉應用程式後，這次下的棋不會保留。",
    "storage.retry": "重試",
    "storage.listUnavailable": "存檔暫時無法使用，請看頁面上方的提示。",
    "storage.playWithoutSaving": "不儲存，繼續玩",
    "storage.dismiss": "知道了",
    "storage.stillUnavailable": "存檔仍然無法使用",
    "save.damaged": "存檔已損壞，無法開啟",
    "save.exportRaw": "匯出原始資料",
    "save.rawTitle": "原始存檔資料",
    "save.rawNote": "這盤棋在存檔裡的原始內容（可複製儲存）：",
    "notice.save-failed": "這一步沒能儲存，棋局已回到上次儲存的樣子",
    "notice.ai-timeout": "電腦沒有按時應著，已代它走了一步合規的棋",
    "notice.ai-failed": "電腦出錯，已代它走了一步合規的棋",
    "language": "語言",
    "theme": "主題",
    "theme.system": "跟隨系統",
    "theme.light": "淺色",
    "theme.dark": "深色",
    "defaultLevel": "預設難度",
    "defaultTimer": "預設限時",
    "undoVsAi": "人機對戰允許悔棋",
    "orientation": "同屏對戰時的棋盤方向",
    "orientation.fixed": "固定",
    "orientation.rotate-board": "輪到誰就轉向誰",
    "orientation.rotate-pieces": "棋盤固定，對面棋子倒轉",
    "sound": "音效",
    "animation": "動畫",
    "languageNote": "選定後會儲存；未選之前跟隨系統的語言。",
    "textSize": "文字大小",
    "textSize.normal": "標準",
    "textSize.large": "大",
    "textSize.larger": "特大",
    "largeLabels": "棋子上的字加大",
    "haptics": "振動反饋",
    "hapticsNote": "走子、吃子和對局結束時輕輕振動（僅手機）",
    "unit.diagonal": "↗ 表示可斜走或斜擊。",
    "shortcuts": "鍵盤操作",
    "key.arrows": "方向鍵",
    "key.arrows.do": "在棋盤的點或格之間移動焦點",
    "key.enter": "Enter 或空格",
    "key.enter.do": "點選焦點所在的點（選子、落子）",
    "key.escape.do": "取消選擇；關閉對話方塊",
    "key.tab.do": "依次到達每個按鈕",
    "key.undo.do": "悔棋",
    "key.redo.do": "重做",
    "key.hint.do": "提示",
    "key.flip.do": "翻轉棋盤",
    "flipBoard": "翻轉",
    "on": "開",
    "off": "關",
    "saved": "已儲存",
    "importPrompt": "把棋譜文字貼上到這裡：",
    "exportNote": "棋譜文字（可複製儲存）：",
    "copy": "複製",
    "copied": "已複製",
    "recruit": "招募",
    "exchange": "入將",
    "lead": "將領行動",
    "troops": "指揮士兵",
    "tap.move": "移動到 {cell}",
    "tap.attack": "攻擊 {cell}",
    "tap.warp": "穿梭到 {cell}",
    "a11y.board": "{game}棋盤",
    "a11y.point": "{n} 號點",
    "a11y.ofSide": "{side}{piece}",
    "a11y.ofGroup": "{group}的{piece}",
    "a11y.hp": "血量 {hp}/{max}",
    "a11y.cooldown": "冷卻中",
    "a11y.locked": "已鎖定",
    "a11y.carrying": "載著{piece}",
    "a11y.water": "水域",
    "a11y.empty": "空",
    "a11y.selected": "已選中",
    "a11y.target.move": "可落子",
    "a11y.target.capture": "可吃子",
    "a11y.target.pick": "可走",
    "a11y.target.aim": "可攻擊",
    "a11y.target.warp": "可穿梭",
    "a11y.hint": "提示",
    "a11y.last": "上一步",
    "a11y.sep": "，",
    "a11y.reserve": "{side}儲備：{piece}，{n} 枚",
    "reserve": "儲備",
    "lock": "鎖定",
    "note.lock": "公用子鎖定",
    "note.lock.1": "本回合不能走公用子",
    "note.lock.0": "",
    "note.turn": "回合",
    "note.plies without capture, recruit or exchange": "無吃子/招募/入將",
    "note.to move": "行棋方",
    "note.no-damage turns": "無傷害回合",
    "note.general": "本回合將領",
    "note.mode": "方式",
    "shock": "震退落子",
    "selectHint": "點選棋子，再點亮起的目標",
    "recruitHint": "點選亮起的空點，每個據點/城池最多一個",
    "exchangeHint": "點選要交出的兵卒，再選將領和落點",
    "followerHint": "可選一名兵卒跟隨，或直接確認",
    "shockHint": "可直接確認走子，或選震退落子",
    "army": "佈陣",
    "armyBuilder": "佈陣：{team}",
    "preset": "現成陣容",
    "hiddenSetup": "暗中佈陣",
    "openSetup": "公開佈陣",
    "setupMode": "佈陣方式",
    "defaultArmies": "預設陣容",
    "placeUnit": "選兵種，再點出生點",
    "submitArmy": "佈陣完成",
    "clearArmy": "清空",
    "armyCount": "已布 {n}/{of}",
    "handOver": "請把裝置交給{side}",
    "handOverNote": "對方不要偷看。準備好後點「我是{side}」。",
    "iAm": "我是{side}",
    "waitingOther": "等待對方佈陣…",
    "rulesOf": "{game}規則",
    "diagramStart": "開局擺法",
    "diagramField": "紅城的田區：城周圍的 8 個點（亮點為可招募的空點）",
    "diagramSpawn": "出生點：每名將領周圍的 8 格",
    "diagramJump": "跳行：8 上的棋子沿豎線越過 7 跳到空點 5",
    "unitTable": "兵種一覽",
    "unit.move": "移動",
    "unit.reach": "攻擊",
    "unit.hp": "血量",
    "unit.limit": "上限",
    "turnOf": "第 {n} 步",
    "vs": "對",
    "legend": "圖例"
  },
  "errors": {
    "action-syntax": "「{action}」不是這種棋的著法寫法",
    "action-illegal": "「{action}」在這個局面不合規則",
    "game-over": "對局已經結束，不能再走",
    "game-kind-unknown": "沒有「{game}」這種棋",
    "zhili.fields": "局面須有 3 部分（點位、輪到誰、鎖定），用單個空格隔開；現有 {found} 部分",
    "zhili.point-count": "局面須有 11 個點，現有 {found} 個",
    "zhili.point-letter": "點 {point}：「{letter}」不是 b、r、s 或 .",
    "zhili.piece-counts": "須有黑子 4、紅子 4、公用子 1、空點 2；現有黑子 {black}、紅子 {red}、公用子 {shared}、空點 {empty}",
    "zhili.side": "輪到的一方須為 r 或 b，不是「{side}」",
    "zhili.lock": "鎖定標記須為 0 或 1，不是「{lock}」",
    "twin-cities.fields": "局面須有 6 部分（棋盤、輪到誰、紅方儲備、黑方儲備、無吃子/招募/入將步數、回合數），用單個空格隔開：「{input}」",
    "twin-cities.side": "輪到的一方須為 r 或 b，不是「{side}」",
    "twin-cities.quiet-plies-number": "無吃子/招募/入將步數須是數字，不是「{value}」",
    "twin-cities.quiet-plies-range": "無吃子/招募/入將步數超出範圍：「{value}」",
    "twin-cities.turn-number": "回合數須是數字，不是「{value}」",
    "twin-cities.turn-range": "回合數超出範圍：「{value}」",
    "twin-cities.turn-zero": "回合數從 1 開始",
    "twin-cities.rank-count": "棋盤須有 11 行，用「/」隔開；現有 {found} 行",
    "twin-cities.rank-digits": "第 {rank} 行：空點數寫成一位 1–9：「{text}」",
    "twin-cities.piece-letter": "第 {rank} 行：「{letter}」不是棋子字母",
    "twin-cities.rank-too-long": "第 {rank} 行超過 9 個點：「{text}」",
    "twin-cities.stronghold-letter": "第 {rank} 行：據寫作大寫 X，不是「{letter}」",
    "twin-cities.rank-length": "第 {rank} 行須有 9 個點，現有 {found} 個：「{text}」",
    "twin-cities.reserve-letter": "{side}儲備：「{letter}」不是儲備棋子的字母",
    "twin-cities.reserve-case": "{side}儲備的字母形式不對（紅方用 S T F…，黑方用 s t f…）：「{reserve}」",
    "twin-cities.reserve-order": "{side}儲備須依 S T F B H L W R D E 的順序、每種寫一次：「{reserve}」",
    "twin-cities.reserve-count": "{side}儲備：數量只在 2–9 時寫出：「{reserve}」",
    "twin-cities.strongholds": "據最多兩個，現有 {found} 個",
    "twin-cities.cities": "{side}的城須有且只有一座，現有 {found} 座",
    "twin-cities.too-many": "{side}的「{letter}」在盤上和儲備裡合計 {count} 枚，最多 {max} 枚",
    "generals.fields": "局面須有 3 部分（輪到的一軍、無傷害回合數、單位），回合中為 5 部分；現有 {found} 部分",
    "generals.team": "輪到的一軍須為 s 或 n，不是「{team}」",
    "generals.no-damage-count": "無傷害回合數須為 0–60，不是「{value}」",
    "generals.listed-twice": "單位 {unit} 寫了兩次",
    "generals.carrier-absent": "{unit} 乘的 {carrier} 不在盤上",
    "generals.unit-shape": "單位「{token}」須寫成 編號=兵種@格子",
    "generals.unit-id": "單位編號「{id}」須為 r/b/y/g 之一再接數字 0–4",
    "generals.unit-kind": "沒有「{kind}」這種兵種",
    "generals.general-kind": "{unit} 是將領，兵種須為 GN，不是{kind}",
    "generals.soldier-kind": "{unit} 是士兵，不能是將領",
    "generals.carrier-id": "{unit}：乘的「{carrier}」不是單位編號",
    "generals.cooldown-number": "{unit}：冷卻「{value}」不是數字",
    "generals.no-cooldown": "{unit}：{kind}沒有冷卻",
    "generals.cooldown-range": "{unit}：冷卻 {cooldown} 不是 0 或 1",
    "generals.hp-number": "{unit}：血量「{value}」不是數字",
    "generals.hp-range": "{unit}：{kind}的血量 {hp} 超出 1–{max}",
    "generals.cell": "「{cell}」不是格子（須為列字母接行號，如 c2）",
    "generals.off-map": "{unit}：格子 {cell} 不在地圖上",
    "generals.general-absent": "{unit} 在盤上，但它的將領 {general} 不在",
    "generals.in-water": "{unit}（{kind}）在水裡 {cell}；只有水兵能入水",
    "generals.hp-above": "{unit} 的血量 {hp} 超過{kind}的 {max}",
    "generals.cooldown-above": "{unit} 的冷卻 {cooldown}；冷卻只能是 0 或 1",
    "generals.not-a-chariot": "{unit} 乘的 {carrier} 不是本軍的戰車",
    "generals.off-carrier": "{unit} 乘在 {carrier} 上，卻不在同一格",
    "generals.chariot-rides": "{unit} 是戰車，不能乘戰車",
    "generals.cannot-ride": "{unit}（{kind}）不能乘戰車",
    "generals.carrier-rides": "{carrier} 載著乘客，自己卻在乘車",
    "generals.overloaded": "{unit} 載了超過 2 名乘客",
    "generals.shared-cell": "{first} 和 {second} 同在格子 {cell}，卻不在戰車上",
    "generals.passengers": "{cell} 有乘客卻沒有戰車",
    "generals.turn-field": "回合部分「{turn}」須寫成 lead:r 或 troops:r",
    "generals.mode": "方式「{mode}」須為 lead 或 troops",
    "generals.general": "沒有將領「{general}」（須為 r、b、y 或 g）",
    "generals.general-not-to-move": "{general}不在輪到的一軍",
    "generals.game-over": "對局已經結束，沒有進行中的回合",
    "generals.state-shape": "單位狀態「{token}」須寫成如 r1=2a",
    "generals.state-id": "「{id}」不是單位編號",
    "generals.state-absent": "{unit} 有狀態卻不在盤上",
    "generals.state-steps": "{unit}：狀態「{state}」須以已走步數開始",
    "generals.too-many-steps": "{unit}：已走 {steps} 步，超過{kind}的步數",
    "generals.state-letter": "{unit}：「{letter}」不是狀態字母（須為 a、o、w 或 c）",
    "generals.state-twice": "{unit}：狀態字母「{letter}」寫了兩次",
    "generals.cooldown-started": "{unit}：本回合開始冷卻，但單位沒有冷卻",
    "generals.unit-not-to-move": "{unit} 不是輪到的一軍的單位",
    "army.wrong-general": "{soldierOf}的士兵被列給了{listedFor}",
    "army.soldier-count": "{general}有 {count} 名士兵；每名將領須統領 4 名",
    "army.general-as-soldier": "將領不能當作士兵佈陣",
    "army.not-on-spawn": "{cell} 的{kind}不在{general}的出生點上（{spawns}）",
    "army.same-cell": "兩名士兵都放在了 {cell}",
    "army.in-water": "{cell} 的{kind}會在水裡；只有水兵能入水",
    "army.over-limit": "{kind} {count} 名，超過本軍上限 {limit}",
    "army.crossbows": "弓弩手 {crossbowmen} 名：超過兩名就不能有弓弩騎兵",
    "army.wrong-team": "{general}不是{team}的將領",
    "army.incomplete": "佈陣未完成：還在等{missing}"
  },
  "rules": {
    "zhili": [
      {
        "h": "概要",
        "p": [
          "雙方各 4 枚棋子，另有 1 枚公用棋子。讓對手無棋可走就贏。"
        ]
      },
      {
        "h": "棋盤與開局",
        "diagram": "start",
        "p": [
          "棋盤有 11 個點（編號 0–10）：上方兩角連著上樞紐 2，樞紐經點 3 連到菱形左右兩端 4、6 和中心 5；下方同樣經點 7、下樞紐 8 連到兩角 9、10。",
          "黑方（上）擺在 0、1、2、4；紅方（下）擺在 6、8、9、10；公用子在中心 5；點 3 和 7 開局是空的。紅方先走。"
        ]
      },
      {
        "h": "行棋",
        "diagram": "jump",
        "p": [
          "輪到你時，走一枚自己的棋子或公用子：沿連線走一格到相鄰的空點。",
          "跳行：只有兩條真正的直線——豎線 2–3–5–7–8 和橫線 4–5–6。沿這兩條線，任何棋子都可以越過相鄰的一枚棋子（己方、對方或公用子皆可），跳到緊接其後的空點。跳過的棋子不被吃掉。"
        ]
      },
      {
        "h": "公用子鎖定",
        "p": [
          "如果上一步走的是公用子，這一步輪到的一方不能走公用子（棋盤上公用子帶鎖）。鎖只持續一回合：走任何別的棋子，或本回合超時，都會解鎖。"
        ]
      },
      {
        "h": "勝負",
        "p": [
          "輪到某一方卻無棋可走（自己的子走不動，公用子也走不了或被鎖），這一方立即輸棋。",
          "同一局面（棋子位置、輪到誰、鎖定狀態）第三次出現，或全局滿 {maxPlies} 步，判為和棋。"
        ]
      },
      {
        "h": "計時",
        "p": [
          "預設每步 {defaultTimerSecs} 秒（可在新對局或設定裡更改或關閉）。時間到，本回合自動跳過，輪到對方；跳過也計入 {maxPlies} 步並解除鎖定。"
        ]
      },
      {
        "h": "記譜",
        "p": [
          "局面：11 個點依次寫出（b 黑、r 紅、s 公用、. 空），然後是輪到的一方（r 或 b）和鎖標記（1 或 0）。開局：bbb.bsr.rrr r 0。著法寫作「起點-終點」，如 8-7、4-6；超時寫作 pass。"
        ]
      }
    ],
    "twin-cities": [
      {
        "h": "概要",
        "p": [
          "以城為點，以城為戰：經營城池，招募兵卒，以兵換將，吃掉對方的「城」即獲勝。"
        ]
      },
      {
        "h": "棋盤",
        "diagram": "start",
        "p": [
          "內盤是縱 9 路（a–i）橫 11 線（1–11）的交叉點，紅方在第 1 線一側。外盤一圈擺放雙方的儲備：被吃的棋子和換將交出的兵卒都回到儲備，招募和換將從儲備裡取。",
          "「田區」：以某點為中心、周圍一圈（最多 8 個點）的範圍，不含中心點本身。"
        ]
      },
      {
        "h": "棋子與開局",
        "p": [
          "每方 16 枚：城 1、兵（黑方為卒）6，以及虎、步、弓、騎、潛、翼、突、盾、械各 1；另有中立的「據」2 枚。",
          "開局紅方：城 e2，兵 d3、f3；黑方：城 e10，卒 d9、f9；據 c6、g6；其餘棋子都在各自儲備裡。紅方先走。"
        ]
      },
      {
        "h": "每回合",
        "p": [
          "走一步棋（步、弓、騎可帶一名兵卒跟隨），或招募，或以兵換將，三者選一。"
        ]
      },
      {
        "h": "走法",
        "p": [
          "兵卒：十字走一格，行吃一體。步：十字 1–2 格（中間須空）。弓：斜線 1–2 格（中間須空）。騎：同象棋的馬，蹩腿不能走。",
          "虎：同象棋的車。潛：同象棋的炮（走同車，隔一子吃）。翼：斜線任意遠走子，只能斜吃一格。突：只能隔一子跳到其後的空點（同炮的吃法路線，但只落空點），吃子同馬。",
          "盾：落子到任意空點：若落點的田區沒有棋子，直接落下；否則田區裡的每枚棋子都被向外震退一格（目標點須在盤內且為空，否則不能落）。吃子同兵卒。",
          "械：八個方向 1–2 格（中間須空），只走不吃，並能鎖定（見下）。",
          "城：不能自主走子，可複製其田區內己方棋子的走法（包括吃子）。據：中立，不能被吃也不能吃子；任一方都可借用據田區內己方棋子的走法（只走不吃）移動它。"
        ]
      },
      {
        "h": "領兵（跟隨）",
        "p": [
          "步、弓、騎走子或吃子後，可以帶一名原本在其田區內的己方兵卒，落到將領新田區內的任一空點（將先兵後，到新田）。"
        ]
      },
      {
        "h": "招募",
        "diagram": "field",
        "p": [
          "「據點」指己方的城或任一「據」。若據點的田區內有己方棋子、沒有對方棋子、且據點未被鎖定，就「控制」該據點。招募：從儲備取兵卒，放到受控據點田區內的空點上，每個據點每次最多一個。"
        ]
      },
      {
        "h": "以兵換將",
        "p": [
          "在一個受控據點的田區內交出 2 名兵卒（換虎需 3 名），從儲備換來一名將領，放到同一田區內的空點上（剛交出的兵卒所在點也算空）。"
        ]
      },
      {
        "h": "器械鎖定",
        "p": [
          "械能走到的點（若為空）都在它的威脅之下。被對方械威脅的城不能移動，也不能在那裡招募或換將；被某方械威脅的據，對另一方鎖定。"
        ]
      },
      {
        "h": "勝負",
        "p": [
          "吃掉對方的城立即獲勝；輪到某方卻無棋可走則判負。",
          "同一局面第三次出現，或連續 {noProgressPlies} 步沒有吃子、招募或換將，判為和棋。"
        ]
      },
      {
        "h": "記譜",
        "p": [
          "走子 e2e3；震退落子 e2*e5；帶兵跟隨 e3e5~d3d6；招募 +d1+e3；換將 T@e3:d2,f2,f3（將領字母、落點、交出的兵卒）；超時 pass。"
        ]
      }
    ],
    "generals": [
      {
        "h": "概要",
        "p": [
          "紅、藍兩將為南軍，黃、綠兩將為北軍。每名將領統領四名士兵。消滅對方全部將領即獲勝。"
        ]
      },
      {
        "h": "地圖",
        "diagram": "start",
        "p": [
          "11 列（a–k）× 13 行（1–13）的格子，第 1 行在南方。波浪是水路，只有水兵能進；河上有三條陸地通道（橋）。",
          "將領的出生點是其起始格周圍的 8 格。南軍：紅將 c2、藍將 i2；北軍：黃將 i12、綠將 c12。"
        ]
      },
      {
        "h": "佈陣",
        "diagram": "spawn",
        "p": [
          "每方選 8 名士兵（每名將領 4 名），在兵種上限之內，放在將領的出生點上。可選現成陣容，也可自己佈陣；暗中佈陣時雙方各自擺好再同時揭開，同屏對戰時會出現交接畫面。"
        ]
      },
      {
        "h": "回合",
        "p": [
          "選擇一名己方將領，再選「將領行動」（將領自己移動並可攻擊，士兵不動）或「指揮士兵」（這名將領的士兵各自行動，順序不限，可交替進行）。",
          "行動的單位最多走「移動」步數，然後可攻擊一次；攻擊後它本回合結束。隨時可以點「結束回合」。"
        ]
      },
      {
        "h": "移動與攻擊",
        "p": [
          "每步走到相鄰的空陸地格（標有斜走的兵種也可斜走，路線可以拐彎）。不能穿過其他單位，上戰車除外。",
          "攻擊沿直線（標有斜擊的兵種也可斜線），距離不超過射程，中間不能有單位。傷害為 1，血量為 0 即移除；將領陣亡，其士兵全部消散。"
        ]
      },
      {
        "h": "特殊兵種",
        "p": [
          "水兵可入水，在水中一步可沿八方向走 1–2 格；在水中只有弓弩手能傷到它。投石車瞄準正好 5 格外的格子，打擊 3×3 範圍內陸地上的所有單位（不分敵我），之後冷卻一回合。",
          "戰車可載 2 名非騎兵、非投石車的己方單位；射程超過 2 的乘客在車上或下車當回合不能攻擊；戰車被毀，車上士兵陣亡，將領扣 1 血。",
          "鉤鐮兵把 2–4 格外的敵人拉到自己面前，己方能打到它的單位立即各打一次；若觸發投石車，鉤鐮兵同歸於盡。刺客每隔一回合可穿梭到 5 格內任意空陸地格，並可立即攻擊。武士斜擊將領一擊必殺。鏈錘兵對重甲造成 2 點傷害。弓弩對刀盾兵無效。"
        ]
      },
      {
        "h": "勝負",
        "p": [
          "一方將領全部陣亡即負；雙方最後的將領同時陣亡為和棋；連續 {noDamageTurns} 回合無人受傷為和棋。"
        ]
      },
      {
        "h": "記譜",
        "p": [
          "lead r / troops r（選將與方式），r3-d4（走一步），r3xe6（攻擊、鉤拉或投石瞄準），r4@g7（刺客穿梭），end（結束回合），pass（超時）。"
        ]
      }
    ]
  },
  "pieces": {
    "zhili": {
      "r": {
        "glyph": "兵"
      },
      "b": {
        "glyph": "卒"
      },
      "s": {
        "glyph": "承"
      }
    },
    "twin-cities": {
      "C": {
        "glyph": "城"
      },
      "S": {
        "glyph": "兵",
        "glyph2": "卒"
      },
      "T": {
        "glyph": "虎"
      },
      "F": {
        "glyph": "步"
      },
      "B": {
        "glyph": "弓"
      },
      "H": {
        "glyph": "騎"
      },
      "L": {
        "glyph": "潛"
      },
      "W": {
        "glyph": "翼"
      },
      "R": {
        "glyph": "突"
      },
      "D": {
        "glyph": "盾"
      },
      "E": {
        "glyph": "械"
      },
      "X": {
        "glyph": "據"
      }
    },
    "generals": {
      "GN": {
        "glyph": "將"
      },
      "LI": {
        "glyph": "步"
      },
      "HI": {
        "glyph": "重"
      },
      "LC": {
        "glyph": "騎"
      },
      "HC": {
        "glyph": "鐵"
      },
      "CC": {
        "glyph": "射"
      },
      "CB": {
        "glyph": "弩"
      },
      "SP": {
        "glyph": "矛"
      },
      "SH": {
        "glyph": "盾"
      },
      "MA": {
        "glyph": "水"
      },
      "CA": {
        "glyph": "石"
      },
      "CH": {
        "glyph": "車"
      },
      "SA": {
        "glyph": "武"
      },
      "HK": {
        "glyph": "鉤"
      },
      "AS": {
        "glyph": "刺"
      },
      "AX": {
        "glyph": "斧"
      },
      "FL": {
        "glyph": "錘"
      }
    }
  },
  "names": {
    "入门": "入門",
    "公用子": "公用子",
    "兵卒": "兵卒",
    "刀盾兵": "刀盾兵",
    "刺客": "刺客",
    "北军": "北軍",
    "南军": "南軍",
    "困难": "困難",
    "城": "城",
    "大斧兵": "大斧兵",
    "奇兵": "奇兵",
    "完美": "完美",
    "将领": "將領",
    "弓": "弓",
    "弓弩手": "弓弩手",
    "弓弩骑兵": "弓弩騎兵",
    "战车": "戰車",
    "投石车": "投石車",
    "据": "據",
    "攻城": "攻城",
    "方阵": "方陣",
    "普通": "普通",
    "标准": "標準",
    "械": "械",
    "棋子": "棋子",
    "步": "步",
    "武士": "武士",
    "水兵": "水兵",
    "潜": "潛",
    "盾": "盾",
    "突": "突",
    "简单": "簡單",
    "红方": "紅方",
    "翼": "翼",
    "虎": "虎",
    "轻步兵": "輕步兵",
    "轻骑兵": "輕騎兵",
    "重步兵": "重步兵",
    "重骑兵": "重騎兵",
    "钩镰兵": "鉤鐮兵",
    "链锤兵": "鏈錘兵",
    "长矛手": "長矛手",
    "骑": "騎",
    "黑方": "黑方"
  }
};
