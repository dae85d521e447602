// The commands the UI may call, written once (this file has no inner doc comments because
// `build.rs` includes it too). `build.rs` generates their `allow-<command>` permissions from
// `COMMANDS`, `run()` registers the `commands::*` functions of the same names, and
// `src-tauri/tests/ipc.rs` checks `capabilities/main.json`, `commands.rs` and the generated
// `ui/js/commands.js` against it. To add a command: write it in `commands.rs`, name it here,
// grant it in the capabilities and generate the bindings again (`docs/ipc.md`, "Adding a
// command"; the test says what is missing).

/// Calls `$then!` with the name of every command, in the order of `capabilities/main.json` and
/// of the generated `commands.js`; a command generic over the Tauri runtime is written `name<R>`.
macro_rules! with_commands {
    ($then:ident) => {
        $then! {
            boot,
            catalog,
            retry_storage,
            play_without_saving,
            new_game,
            snapshot,
            act,
            undo,
            redo,
            refusal,
            threats,
            skip_to_turn,
            open_curtain,
            since_last_turn,
            hint,
            cancel_hint,
            resign,
            agree_draw,
            rematch,
            list_saves,
            resume_game,
            delete_game,
            export_raw_save,
            pause,
            suspend,
            safe_area_insets<R>,
            get_settings,
            set_settings<R>,
            export_game,
            import_game,
            export_record_file<R>,
            import_record_file<R>,
            paste_record<R>,
            copy_text<R>,
            save_picture<R>,
            back_up_saves<R>,
            restore_saves<R>,
            copy_diagnostics<R>,
            setup_presets,
            validate_setup,
            submit_setup,
            lessons,
            lesson_progress,
            lesson_offered,
            start_lesson,
            lesson_act,
            lesson_refusal,
            retry_lesson,
            review_game,
            review_board,
            analyze_game,
            cancel_analysis,
            make_drills,
            drills,
            start_drill,
            drill_act,
            drill_refusal,
            show_drill,
            statistics,
            reset_statistics,
            boot_trace,
            next_events,
        }
    };
}

macro_rules! command_names {
    ($($name:ident $(<$runtime:ident>)?,)*) => {
        &[$(stringify!($name)),*]
    };
}

/// Every command's name, as the UI invokes it.
pub const COMMANDS: &[&str] = with_commands!(command_names);
