/// The preview's style sheet and script, served as `/preview.css` and `/preview.js`.
enum PreviewAssets {
    /// Light, and dark with the reader's colour scheme; text at WCAG AA contrast or better on each.
    static let css = """
        :root { color-scheme: light dark; --background: #FFFFFF; --text: #1A1A1A; --muted: #555555;
          --link: #0B57D0; --rule: #DDDDDD; --code: #F4F4F4; --error: #B3261E; }
        @media (prefers-color-scheme: dark) {
          :root { --background: #121212; --text: #E0E0E0; --muted: #B0B0B0; --link: #8AB4F8; --rule: #333333;
            --code: #1E1E1E; --error: #F2B8B5; }
        }
        body { margin: 0 auto; max-width: 60rem; padding: 1rem 1.5rem 3rem; background: var(--background);
          color: var(--text); font: 16px/1.5 "DejaVu Sans", system-ui, sans-serif; }
        a { color: var(--link); }
        pre { background: var(--code); padding: 0.75rem; overflow-x: auto; border-radius: 4px; }
        code { font-family: "DejaVu Sans Mono", ui-monospace, monospace; font-size: 0.9em; }
        section.diagrams { margin: 1rem 0 2rem; padding: 0.5rem 0; border-top: 1px solid var(--rule);
          border-bottom: 1px solid var(--rule); }
        section.diagrams:focus-visible { outline: 2px solid var(--link); outline-offset: 4px; }
        .stepper { display: flex; gap: 0.75rem; align-items: center; margin-bottom: 0.5rem; }
        .stepper button { font: inherit; min-width: 2.5rem; }
        .position, .hint, .note { color: var(--muted); }
        .hint { font-size: 0.85rem; }
        figure.frame { margin: 0; }
        figure.frame > svg { display: block; max-width: 100%; height: auto; }
        figcaption { margin-top: 0.4rem; font-size: 0.85rem; }
        .text-line { font-family: "DejaVu Sans Mono", ui-monospace, monospace; overflow-wrap: anywhere; }
        .error pre.diagnostic { color: var(--error); border-left: 4px solid var(--error); white-space: pre-wrap; }
        aside.stale { margin: 0.5rem 0; padding: 0.5rem 0.75rem; border-left: 4px solid var(--error); }
        .stale-title { margin: 0 0 0.4rem; color: var(--error); font-weight: bold; }
        aside.stale table { border-collapse: collapse; font-size: 0.9rem; }
        aside.stale th, aside.stale td { text-align: left; padding: 0.15rem 0.75rem 0.15rem 0; vertical-align: top; }
        aside.stale td.line, .none { color: var(--muted); }
        """

    /// Steps each block's frames in place (buttons, and ← → on a focused block), and replaces the
    /// parts of the page that changed when the server announces a new version, keeping the scroll
    /// position and each block's step.
    static let javaScript = """
        "use strict";
        (() => {
          const main = document.getElementById("lesson");
          const page = document.body.dataset.page;
          // Each block's step, by part, kept while a save leaves the block without frames (an
          // error): the next good save shows the same step again.
          const steps = new Map();
          const show = (section, wanted) => {
            const frames = section.querySelectorAll("figure.frame");
            if (frames.length === 0) return;
            const index = Math.max(0, Math.min(wanted, frames.length - 1));
            frames.forEach((frame, position) => { frame.hidden = position !== index; });
            section.dataset.current = String(index);
            const part = section.closest(".part");
            if (part) steps.set(part.dataset.part, index);
            const position = section.querySelector(".position");
            if (position) position.textContent = `${index + 1} / ${frames.length}`;
            const [back, forward] = section.querySelectorAll("button[data-step]");
            if (back) back.disabled = index === 0;
            if (forward) forward.disabled = index === frames.length - 1;
          };
          const step = (section, by) => show(section, Number(section.dataset.current || 0) + by);
          main.addEventListener("click", (event) => {
            const button = event.target.closest("button[data-step]");
            if (button) step(button.closest("section.diagrams"), Number(button.dataset.step));
          });
          main.addEventListener("keydown", (event) => {
            const section = event.target.closest("section.diagrams");
            if (!section) return;
            if (event.key === "ArrowRight") { step(section, 1); event.preventDefault(); }
            if (event.key === "ArrowLeft") { step(section, -1); event.preventDefault(); }
          });
          main.querySelectorAll("section.diagrams").forEach((section) => show(section, 0));
          const refresh = async (version) => {
            const response = await fetch(`/${encodeURIComponent(page)}/parts.html`, { cache: "no-store" });
            if (!response.ok) return;
            const fresh = document.createElement("main");
            fresh.innerHTML = await response.text();
            const before = [...main.children];
            const after = [...fresh.children];
            const sameParts = before.length === after.length
              && before.every((part, position) => part.dataset.part === after[position].dataset.part);
            const y = window.scrollY;
            if (sameParts) {
              after.forEach((part, position) => {
                if (before[position].dataset.hash !== part.dataset.hash) before[position].replaceWith(part);
              });
            } else {
              main.replaceChildren(...after);
            }
            after.forEach((part) => part.querySelectorAll("section.diagrams")
              .forEach((section) => show(section, steps.get(part.dataset.part) || 0)));
            window.scrollTo(window.scrollX, y);
            document.body.dataset.version = String(version);
          };
          const events = new EventSource("/events");
          events.addEventListener("update", (event) => {
            const update = JSON.parse(event.data);
            if (update.page === page) refresh(update.version);
          });
        })();
        """
}
