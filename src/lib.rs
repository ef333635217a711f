//! Bao: the rules engine (pure, no web dependencies), the AI and the browser app.

pub mod ai;
pub mod app;
pub mod engine;
pub mod puzzles;
#[cfg(any(target_arch = "wasm32", feature = "shell"))]
pub mod ui;
