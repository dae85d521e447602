//! The UI's side of the IPC contract is generated from the Rust side, once:
//! - `ui/js/contract.d.ts`: every type the commands take, answer and send as events, as
//!   TypeScript declarations (specta's, with serde's names);
//! - `ui/js/commands.js`: one function per command of `command_list.rs`, its arguments and
//!   result typed in JSDoc from the command's own signature (`#[specta::specta]`).
//!
//! Both files are committed; the test below fails when they differ from a fresh generation,
//! and `UPDATE_BINDINGS=1 cargo test -p shuangcheng --lib bindings` writes them.

/// Every command's description (its arguments and result) and the types they name.
#[cfg(test)]
pub(crate) fn described() -> (specta::Types, Vec<specta::datatype::Function>) {
    /// The runtime the generic commands are described for (the description is the same for all).
    type R = tauri::Wry;
    macro_rules! specta_functions {
        ($($name:ident $(<$runtime:ident>)?,)*) => {
            specta::function::collect_functions![$(crate::commands::$name $(::<$runtime>)?),*]
        };
    }
    let mut types = specta::Types::default();
    let functions = with_commands!(specta_functions)(&mut types);
    (types, functions)
}

/// A command argument's name as the UI sends it (Tauri's camelCase of the Rust name).
#[cfg(test)]
pub(crate) fn camel(snake: &str) -> String {
    let mut parts = snake.split('_');
    let first = parts.next().unwrap_or_default().to_string();
    parts.fold(first, |mut s, p| {
        let mut c = p.chars();
        if let Some(f) = c.next() {
            s.extend(f.to_uppercase());
            s.push_str(c.as_str());
        }
        s
    })
}

#[cfg(test)]
mod tests {
    use std::borrow::Cow;
    use std::collections::BTreeSet;
    use std::path::Path;

    use specta::datatype::{DataType, Function, NamedDataType, NamedReferenceType, Reference};
    use specta::{Format, Type, Types};
    use specta_typescript::{primitives, Typescript};

    use super::{camel, described};
    use crate::service::{AppError, Event};

    const HEADER: &str = "// Generated from the core's Rust types by src-tauri/src/bindings.rs: do not edit.\n// `UPDATE_BINDINGS=1 cargo test -p shuangcheng --lib bindings` writes it again.\n";

    /// serde's view of the types (its names, tags and optional fields), and the 64-bit integers as
    /// numbers: the core's counts, plies and milliseconds stay far below 2^53.
    struct Wire {
        numbers: specta_util::Remapper,
    }

    impl Wire {
        fn new() -> Wire {
            Wire { numbers: specta_util::Remapper::new().dangerous_bigints_as_number() }
        }
    }

    impl Format for Wire {
        fn map_types(&'_ self, types: &Types) -> Result<Cow<'_, Types>, specta::FormatError> {
            let types = specta_serde::Format.map_types(types)?;
            Ok(Cow::Owned(self.numbers.remap_types(types.into_owned())))
        }

        fn map_type(
            &'_ self,
            types: &Types,
            dt: &DataType,
        ) -> Result<Cow<'_, DataType>, specta::FormatError> {
            let dt = specta_serde::Format.map_type(types, dt)?;
            Ok(Cow::Owned(self.numbers.remap_dt(dt.into_owned())))
        }
    }

    /// The command's TypeScript name for `dt`, and the named types it mentions.
    fn reference(ts: &Typescript, types: &Types, dt: &DataType, named: &mut BTreeSet<String>) -> String {
        let wire = Wire::new();
        let dt = wire.map_type(types, dt).unwrap_or_else(|e| panic!("{e}"));
        let text = primitives::reference(ts, types, &dt).unwrap_or_else(|e| panic!("{e}"));
        for word in text.split(|c: char| !c.is_alphanumeric() && c != '_') {
            if types.into_unsorted_iter().any(|ndt| ndt.name == word) {
                named.insert(word.to_string());
            }
        }
        text
    }

    fn is_result(ndt: &NamedDataType) -> bool {
        ndt.name == "Result" && matches!(&*ndt.module_path, "std::result" | "core::result")
    }

    /// What a command's promise resolves to: the `Ok` of its `Result` (its error is thrown).
    fn answered<'a>(dt: &'a DataType, types: &Types) -> &'a DataType {
        if let DataType::Reference(Reference::Named(r)) = dt {
            if let (Some(ndt), NamedReferenceType::Reference { generics, .. }) = (types.get(r), &r.inner) {
                if let (true, Some((_, ok))) = (is_result(ndt), generics.first()) {
                    return ok;
                }
            }
        }
        dt
    }

    fn command_js(ts: &Typescript, types: &Types, f: &Function, named: &mut BTreeSet<String>) -> String {
        let args: Vec<(String, String)> =
            f.args().iter().map(|(name, dt)| (camel(name), reference(ts, types, dt, named))).collect();
        let result =
            f.result().map_or("null".to_string(), |dt| reference(ts, types, answered(dt, types), named));
        let mut doc: Vec<String> =
            f.docs.lines().map(|l| l.trim().to_string()).filter(|l| !l.is_empty()).collect();
        doc.extend(args.iter().map(|(name, ty)| format!("@param {{{ty}}} {name}")));
        doc.push(format!("@returns {{Promise<{result}>}}"));
        let names: Vec<&str> = args.iter().map(|(n, _)| n.as_str()).collect();
        let payload = if names.is_empty() { String::new() } else { format!(", {{ {} }}", names.join(", ")) };
        format!(
            "  /**\n{}   */\n  {}: ({}) => call('{}'{payload}),\n",
            doc.iter().map(|l| format!("   * {l}\n")).collect::<String>(),
            camel(f.name()),
            names.join(", "),
            f.name(),
        )
    }

    /// The two files' text: (`contract.d.ts`, `commands.js`).
    fn generate() -> (String, String) {
        let (mut types, functions) = described();
        AppError::definition(&mut types);
        Event::definition(&mut types);
        // The catalog carries each game's own part as JSON; its board drawer reads it by the
        // part's type, which no command names.
        shuangcheng_engine::GameKind::describe_catalog_parts(&mut types);
        let ts = Typescript::default().header(HEADER);
        let mapped = Wire::new().map_types(&types).unwrap_or_else(|e| panic!("{e}")).into_owned();
        let mut named = BTreeSet::new();
        let body: String = functions.iter().map(|f| command_js(&ts, &mapped, f, &mut named)).collect();
        // Results are unwrapped above (an error is thrown): `Result` itself is not a type the UI sees.
        types.iter_mut(|ndt| {
            if is_result(ndt) {
                ndt.ty = None;
            }
        });
        let contract = ts.export(&types, Wire::new()).unwrap_or_else(|e| panic!("the contract's types: {e}"));
        let imports = named.into_iter().collect::<Vec<_>>().join(", ");
        let commands = format!(
            "{HEADER}// The core's commands (src-tauri/src/commands.rs), one function each.\n\n/** @import {{ {imports} }} from './contract.js' */\n\nimport {{ call }} from './ipc.js';\n\nexport const commands = {{\n{body}}};\n"
        );
        (contract, commands)
    }

    /// The named types `name`'s declaration in `contract` mentions, and theirs, and so on.
    fn reached(contract: &str, roots: BTreeSet<String>) -> BTreeSet<String> {
        // Declarations only: their comments name types too.
        let mut code = String::new();
        let mut rest = contract;
        while let Some((before, after)) = rest.split_once("/**") {
            code.push_str(before);
            rest = after.split_once("*/").map_or("", |(_, after)| after);
        }
        code.push_str(rest);
        let declared: Vec<(&str, &str)> = code
            .split("export type ")
            .skip(1)
            .filter_map(|decl| decl.split_once(|c: char| !c.is_alphanumeric() && c != '_'))
            .collect();
        let mut seen = BTreeSet::new();
        let mut todo: Vec<String> = roots.into_iter().collect();
        while let Some(name) = todo.pop() {
            if !seen.insert(name.clone()) {
                continue;
            }
            for (_, body) in declared.iter().filter(|(n, _)| *n == name) {
                let words = body.split(|c: char| !c.is_alphanumeric() && c != '_');
                todo.extend(words.filter(|w| declared.iter().any(|(n, _)| n == w)).map(str::to_string));
            }
        }
        seen
    }

    #[test]
    fn no_command_takes_raw_json() {
        let (types, functions) = described();
        let (contract, _) = generate();
        let mapped = Wire::new().map_types(&types).unwrap_or_else(|e| panic!("{e}")).into_owned();
        let ts = Typescript::default();
        for f in &functions {
            for (name, dt) in f.args() {
                let mut named = BTreeSet::new();
                reference(&ts, &mapped, dt, &mut named);
                let reach = reached(&contract, named);
                assert!(
                    !reach.contains("Value"),
                    "{}({name}) takes raw JSON (serde_json::Value): {reach:?}",
                    f.name()
                );
            }
        }
        // The check sees raw JSON where there is some: an error's parameters are.
        assert!(reached(&contract, BTreeSet::from(["AppError".to_string()])).contains("Value"));
    }

    #[test]
    fn the_committed_bindings_are_a_fresh_generation() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let (contract, commands) = generate();
        for (file, fresh) in [("ui/js/contract.d.ts", contract), ("ui/js/commands.js", commands)] {
            let path = root.join(file);
            if std::env::var_os("UPDATE_BINDINGS").is_some() {
                std::fs::write(&path, &fresh).unwrap();
            }
            let committed = std::fs::read_to_string(&path).unwrap_or_default();
            assert!(
                committed == fresh,
                "{file} is not what the Rust types generate: run `UPDATE_BINDINGS=1 cargo test -p shuangcheng --lib bindings` and commit it"
            );
        }
    }
}
