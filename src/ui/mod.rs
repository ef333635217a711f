//! The Yew app.
use yew::prelude::*;
#[function_component]
fn App() -> Html { html! { <p>{"Bao"}</p> } }
pub fn run() { yew::Renderer::<App>::new().render(); }
