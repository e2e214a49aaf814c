import TriggerDiagram

extension BlockAnimation {
    /// The flipbook's style sheet, in the diagram theme's colours. A light flipbook turns dark with
    /// the reader's colour scheme, as its frames do; a dark one stays dark.
    static func flipbookStyle(_ theme: Theme) -> String {
        let colours: String
        if theme == .light {
            colours = """
                :root { color-scheme: light dark; }
                body { background: \(theme.background); color: \(theme.foreground); }
                @media (prefers-color-scheme: dark) {
                  body { background: \(Theme.dark.background); color: \(Theme.dark.foreground); }
                }
                """
        } else {
            colours = """
                :root { color-scheme: \(theme == .dark ? "dark" : "light"); }
                body { background: \(theme.background); color: \(theme.foreground); }
                """
        }
        return colours + "\n" + """
            body { margin: 1rem; font-family: "DejaVu Sans", system-ui, sans-serif; }
            h1 { font-size: 1.25rem; margin: 0 0 .25rem; }
            .caption { margin: 0 0 1rem; }
            .frame { margin: 0 0 1.5rem; }
            .frame svg { display: block; width: 100%; max-width: 48rem; max-height: 75vh; height: auto; }
            .text-line { margin: .5rem 0 0; font-family: "DejaVu Sans Mono", ui-monospace, monospace; overflow-wrap: anywhere; }
            .controls { display: flex; flex-wrap: wrap; align-items: center; gap: .5rem; max-width: 48rem; }
            .controls input { flex: 1 1 12rem; }
            .controls button { font: inherit; padding: .25rem .75rem; }
            button:focus-visible, input:focus-visible { outline: 3px solid #0072B2; outline-offset: 2px; }
            .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap; }
            [hidden] { display: none !important; }
            """
    }

    /// The flipbook's script: shows one frame at a time; previous and next (both wrap around),
    /// the slider, the left and right arrow keys, Home and End; the URL fragment `#N` opens
    /// frame N and follows every move. Without it the page shows every frame, one under another.
    static func flipbookScript(rootID: String) -> String {
        """
        (function () {
          var root = document.getElementById("\(rootID)");
          var frames = Array.prototype.slice.call(root.querySelectorAll(".frame"));
          var controls = root.querySelector(".controls");
          var slider = root.querySelector(".slider");
          var counter = root.querySelector(".counter");
          var status = root.querySelector(".status");
          var count = frames.length;
          var current = 1;
          function wrap(n) { return ((n - 1) % count + count) % count + 1; }
          function fromFragment() {
            var n = parseInt(window.location.hash.slice(1), 10);
            return isNaN(n) ? 1 : Math.min(Math.max(n, 1), count);
          }
          function show(n, remember) {
            current = wrap(n);
            frames.forEach(function (frame, index) { frame.hidden = index + 1 !== current; });
            slider.value = String(current);
            counter.textContent = current + " / " + count;
            status.textContent = "Change " + current + " of " + count + ": " +
              frames[current - 1].querySelector(".text-line").textContent;
            if (remember) {
              try { history.replaceState(null, "", "#" + current); } catch (error) { window.location.hash = "#" + current; }
            }
          }
          root.querySelector(".previous").addEventListener("click", function () { show(current - 1, true); });
          root.querySelector(".next").addEventListener("click", function () { show(current + 1, true); });
          slider.addEventListener("input", function () { show(parseInt(slider.value, 10), true); });
          document.addEventListener("keydown", function (event) {
            if (event.target === slider || event.altKey || event.ctrlKey || event.metaKey) { return; }
            var moves = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 1, End: count };
            if (!(event.key in moves)) { return; }
            event.preventDefault();
            show(moves[event.key], true);
          });
          window.addEventListener("hashchange", function () { show(fromFragment(), false); });
          controls.hidden = false;
          show(fromFragment(), false);
        })();
        """
    }
}
