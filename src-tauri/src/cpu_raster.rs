//! WebKitGTK (from 2.46) rasterizes pages with Skia on the GPU. Where the machine has no GPU
//! render node (`/dev/dri/renderD*`: a virtual machine, a virtual or remote X server, CI), that
//! GPU is Mesa's software one, and drawing through it made the first frame come 0.2 s after
//! the page was ready and held about 20 MB more in the web process than drawing on the CPU
//! (`make bench-startup` both ways: docs/performance.md). There the app asks WebKit to draw on
//! the CPU, unless the environment already chooses.

use std::path::Path;

/// WebKit's own switch.
const VARIABLE: &str = "WEBKIT_SKIA_ENABLE_CPU_RENDERING";

/// Asks WebKit for CPU rasterization when there is no GPU to draw with and the environment
/// makes no choice; returns whether it did. Called first in `run()`, before GTK, WebKit or any
/// other thread starts (the web process inherits the environment).
pub fn choose() -> bool {
    let wanted = wants_cpu(std::env::var_os(VARIABLE).is_some(), Path::new("/dev/dri"));
    if wanted {
        std::env::set_var(VARIABLE, "1");
    }
    wanted
}

/// CPU rasterization: the environment has not chosen, and `dri` holds no render node.
fn wants_cpu(chosen: bool, dri: &Path) -> bool {
    let render_node = std::fs::read_dir(dri)
        .map(|entries| entries.flatten().any(|e| e.file_name().to_string_lossy().starts_with("renderD")))
        .unwrap_or(false);
    !chosen && !render_node
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn without_a_render_node_webkit_draws_on_the_cpu() {
        let dri = std::env::temp_dir().join(format!("sc-dri-{}", std::process::id()));
        assert!(wants_cpu(false, &dri), "no /dev/dri at all");
        std::fs::create_dir_all(&dri).unwrap();
        std::fs::write(dri.join("card0"), b"").unwrap();
        assert!(wants_cpu(false, &dri), "a display card without a render node");
        std::fs::write(dri.join("renderD128"), b"").unwrap();
        assert!(!wants_cpu(false, &dri), "a GPU to draw with: WebKit's default");
        std::fs::remove_dir_all(&dri).unwrap();
        assert!(!wants_cpu(true, &dri), "the environment's own choice stands");
    }
}
