//! Bao: the rules engine (pure, no web dependencies), the AI and the browser app.

pub mod ai;
pub mod app;
pub mod engine;
pub mod puzzles;
#[cfg(target_arch = "wasm32")]
pub mod ui;
