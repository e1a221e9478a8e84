//! `terrarium playground`: serves the built playground (`playground/build.sh`
//! writes it to `target/playground/`) over HTTP on the loopback, so that a
//! person needs no web server of their own. The page does all the work in
//! the browser; this only hands out its files.
use std::path::{Path, PathBuf};

/// Why the playground cannot be served.
#[derive(Debug)]
pub enum PlaygroundError {
    /// No built playground where it was looked for.
    NotBuilt(Vec<PathBuf>),
    /// The port cannot be listened on.
    Listen(String),
}

impl std::fmt::Display for PlaygroundError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PlaygroundError::NotBuilt(tried) => {
                let tried: Vec<String> = tried.iter().map(|p| p.display().to_string()).collect();
                write!(
                    f,
                    "the playground is not built (looked in {}): build it with \
                     `npm ci --prefix playground && playground/build.sh`, or give --dir",
                    tried.join(", ")
                )
            }
            PlaygroundError::Listen(m) => write!(f, "cannot serve the playground: {m}"),
        }
    }
}

impl std::error::Error for PlaygroundError {}

/// The built playground: `dir` if given, else `playground/` beside the
/// binary's directory (`target/release/../playground`), else
/// `target/playground` under the working directory.
pub fn find(dir: Option<&Path>) -> Result<PathBuf, PlaygroundError> {
    let mut tried = Vec::new();
    if let Some(d) = dir {
        tried.push(d.to_path_buf());
    } else {
        if let Some(exe_dir) = std::env::current_exe()
            .ok()
            .and_then(|e| e.parent().map(Path::to_path_buf))
            && let Some(target) = exe_dir.parent()
        {
            tried.push(target.join("playground"));
        }
        tried.push(PathBuf::from("target/playground"));
    }
    match tried.iter().find(|d| d.join("index.html").is_file()) {
        Some(d) => Ok(d.clone()),
        None => Err(PlaygroundError::NotBuilt(tried)),
    }
}

fn content_type(path: &Path) -> &'static str {
    match path.extension().and_then(|e| e.to_str()) {
        Some("html") => "text/html; charset=utf-8",
        Some("js") => "text/javascript; charset=utf-8",
        Some("css") => "text/css; charset=utf-8",
        Some("json") => "application/json",
        Some("wasm") => "application/wasm",
        Some("jar") => "application/java-archive",
        Some("png") => "image/png",
        _ => "application/octet-stream",
    }
}

/// The file a request path names inside `root`, if it is one (no `..`).
fn file_for(root: &Path, url: &str) -> Option<PathBuf> {
    let path = url.split(['?', '#']).next().unwrap_or("/");
    let rel = path.trim_start_matches('/');
    let rel = if rel.is_empty() { "index.html" } else { rel };
    if rel.split('/').any(|p| p == ".." || p.is_empty()) {
        return None;
    }
    let file = root.join(rel);
    file.is_file().then_some(file)
}

/// Serve `root` on 127.0.0.1:`port` (0: any free port) until the process is
/// stopped; `ready` gets the address once listening.
pub fn serve(root: &Path, port: u16, ready: impl FnOnce(&str)) -> Result<(), PlaygroundError> {
    let server = tiny_http::Server::http(("127.0.0.1", port))
        .map_err(|e| PlaygroundError::Listen(format!("127.0.0.1:{port}: {e}")))?;
    let addr = server
        .server_addr()
        .to_ip()
        .map_or_else(|| format!("127.0.0.1:{port}"), |a| a.to_string());
    ready(&format!("http://{addr}/"));
    for request in server.incoming_requests() {
        let response = match file_for(root, request.url()).and_then(|f| {
            let bytes = std::fs::read(&f).ok()?;
            Some((f, bytes))
        }) {
            Some((f, bytes)) => {
                let header = tiny_http::Header::from_bytes("Content-Type", content_type(&f))
                    .expect("a fixed, valid header");
                tiny_http::Response::from_data(bytes).with_header(header)
            }
            None => tiny_http::Response::from_data(b"not found".to_vec()).with_status_code(404),
        };
        // A browser that went away is not an error of the server.
        let _ = request.respond(response);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn requests_stay_inside_the_root() {
        let root = std::env::temp_dir().join("terrarium-playground-root");
        let _ = std::fs::create_dir_all(&root);
        let _ = std::fs::write(root.join("index.html"), "<p>");
        assert_eq!(file_for(&root, "/"), Some(root.join("index.html")));
        assert_eq!(
            file_for(&root, "/index.html?x=1"),
            Some(root.join("index.html"))
        );
        assert_eq!(file_for(&root, "/../etc/passwd"), None);
        assert_eq!(file_for(&root, "/a//b"), None);
        assert_eq!(file_for(&root, "/missing.js"), None);
        assert_eq!(content_type(Path::new("x.wasm")), "application/wasm");
    }
}
