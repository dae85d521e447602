// Checked by `tsc` in `make lint` (tsconfig.json), never run: the core's own JSON (the golden
// files that `cargo test -p shuangcheng --test golden` writes) has every field that the UI's
// JSDoc types (ui/js/types.js) say it has, at every depth. A field the core renames or drops
// fails here as well as in the unit tests that read it.

/** @import { Snapshot, DrillView, DrillList, LessonView, LessonList, LessonProgress, ReviewView, ReviewBoard, SaveSummary, StatsLine, CatalogEntry, Settings, AppError, Refused } from '../../ui/js/types.js' */
/** @import { SinceLastTurn, Threats } from '../../ui/js/types-table.js' */

/** @import { Fields } from './golden-fields.js' */

import catalog from './golden/catalog.json';
import settings from './golden/settings.json';
import zhiliStart from './golden/snapshot-zhili-start.json';
import zhiliMoved from './golden/snapshot-zhili-moved.json';
import zhiliOver from './golden/snapshot-zhili-over.json';
import twinStart from './golden/snapshot-twin-cities-start.json';
import twinRecruit from './golden/snapshot-twin-cities-recruit.json';
import twinExchange from './golden/snapshot-twin-cities-exchange.json';
import twinFollower from './golden/snapshot-twin-cities-follower.json';
import generalsStart from './golden/snapshot-generals-start.json';
import generalsFour from './golden/snapshot-generals-four-seats.json';
import generalsUnits from './golden/snapshot-generals-units.json';
import generalsSetup from './golden/snapshot-generals-setup.json';
import zhiliCoach from './golden/snapshot-zhili-coach.json';
import zhiliWon from './golden/snapshot-zhili-won.json';
import lesson from './golden/lesson-zhili-step.json';
import lessonFailed from './golden/lesson-zhili-step-failed.json';
import lessonPassed from './golden/lesson-zhili-step-passed.json';
import lessons from './golden/lessons-zhili.json';
import progress from './golden/lesson-progress.json';
import review from './golden/review-zhili.json';
import reviewBoard from './golden/review-board-zhili.json';
import saves from './golden/saves.json';
import statistics from './golden/statistics.json';
import illegal from './golden/error-illegal-action.json';
import army from './golden/error-army.json';
import stale from './golden/error-stale.json';
import refused from './golden/refused-zhili.json';
import drill from './golden/drill-zhili.json';
import drillMissed from './golden/drill-zhili-missed.json';
import drillShown from './golden/drill-zhili-shown.json';
import drillList from './golden/drills.json';
import twinThreatened from './golden/snapshot-twin-cities-threatened.json';
import generalsThreatened from './golden/snapshot-generals-threatened.json';
import twinThreats from './golden/threats-twin-cities.json';
import generalsThreats from './golden/threats-generals.json';
import generalsNorthTurn from './golden/snapshot-generals-north-turn.json';
import since from './golden/since-generals.json';

/** @type {Fields<CatalogEntry[]>} */
export const catalogFields = catalog;
/** @type {Fields<Settings>} */
export const settingsFields = settings;
/** @type {Fields<Snapshot>[]} */
export const snapshotFields = [zhiliStart, zhiliMoved, zhiliOver, twinStart, twinRecruit, twinExchange, twinFollower, generalsStart, generalsFour, generalsUnits, generalsSetup, zhiliCoach, zhiliWon, twinThreatened, generalsThreatened, generalsNorthTurn];
/** @type {Fields<LessonView>[]} */
export const lessonFields = [lesson, lessonFailed, lessonPassed];
/** @type {Fields<LessonList>} */
export const lessonsFields = lessons;
/** @type {Fields<LessonProgress[]>} */
export const progressFields = progress;
/** @type {Fields<ReviewView>} */
export const reviewFields = review;
/** @type {Fields<ReviewBoard>} */
export const reviewBoardFields = reviewBoard;
/** @type {Fields<SaveSummary[]>} */
export const savesFields = saves;
/** @type {Fields<StatsLine[]>} */
export const statisticsFields = statistics;
/** @type {Fields<AppError>[]} */
export const errorFields = [illegal, army, stale];
/** @type {Fields<Refused>} */
export const refusedFields = refused;
/** @type {Fields<DrillView>[]} */
export const drillFields = [drill, drillMissed, drillShown];
/** @type {Fields<DrillList>} */
export const drillListFields = drillList;
/** @type {Fields<Threats>[]} */
export const threatsFields = [twinThreats, generalsThreats];
/** @type {Fields<SinceLastTurn>} */
export const sinceFields = since;
