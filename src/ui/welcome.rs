//! The first visit's welcome: "Learn to play" next to "Play" (the app's, not a page's).

use yew::prelude::*;

use crate::app::i18n::{t, Lang, LearnText};
use crate::app::state::{Action, LearnAction};

#[derive(Properties, PartialEq)]
pub struct WelcomeProps {
    pub lang: Lang,
    pub on_action: Callback<Action>,
}

/// The first visit: "Learn to play" next to "Play" (the new-game dialog).
#[function_component]
pub fn Welcome(props: &WelcomeProps) -> Html {
    let lang = props.lang;
    let first = use_node_ref();
    {
        let first = first.clone();
        use_effect_with((), move |_| {
            if let Some(button) = first.cast::<web_sys::HtmlElement>() {
                let _ = button.focus();
            }
        });
    }
    html! {
        <section id="welcome" class="welcome" aria-labelledby="welcome-title">
            <h2 id="welcome-title">{ t(lang, LearnText::WelcomeTitle) }</h2>
            <p>{ t(lang, LearnText::WelcomeText) }</p>
            <p class="welcome-choices">
                <button id="welcome-learn" class="primary" ref={first} onclick={props.on_action.reform(|_| LearnAction::Welcome { learn: true }.into())}>
                    { t(lang, LearnText::LearnToPlay) }</button>
                <button id="welcome-play" onclick={props.on_action.reform(|_| LearnAction::Welcome { learn: false }.into())}>{ t(lang, LearnText::PlayNow) }</button>
            </p>
        </section>
    }
}
