"""Rules that apply to any graph failure no other rule explains."""
from __future__ import annotations

from typing import Iterable

from ..evidence import Evidence
from . import Candidate, Rule, register


@register
class UnexplainedGraphError(Rule):
    """A graph-mode failure that no specific rule explains, shown at the user's line.

    ## What it does
    Points at the line of your code where the failure shows itself: the last line of yours in the
    eager (PyNative) re-run of the same call, or else the deepest line of yours in MindSpore's
    "Traceback of Net Construct Code".

    ## Why is this bad?
    MindSpore compiles `construct` into a graph before running it, so its error is reported in
    terms of graph nodes, often with no line, a line inside MindSpore's own `nn` package, or the
    outermost call. The eager re-run executes the same Python line by line, which names the line
    that really failed.

    ## Example
    ```python
    def construct(self, x):
        return self.head(x).view(-1)   # fails inside MindSpore
    ```

    ## Use instead
    Read the message at the line shown; run the model with `ms.set_context(mode=ms.PYNATIVE_MODE)`
    to step through it, and split long expressions to narrow it down.
    """

    code = "MSD901"
    name = "graph-error"

    def check(self, ev: Evidence) -> Iterable[Candidate]:
        span = ev.failing_span()
        if span is None and ev.target.call_site is not None:
            frame = ev.target.call_site
            from ..evidence import frame_span

            span = frame_span(frame)
        if span is None:
            return []
        message = ev.eager_message or ev.headline or type(ev.exception).__name__
        if len(message) > 160:
            message = message[:157] + "..."
        evidence = [f"MindSpore: {ev.headline}"]
        if ev.eager is not None and ev.eager.raised:
            evidence.append(f"eager re-run raised {ev.eager.type_name}: {ev.eager_message}")
        return [Candidate(self.finding(span, message, evidence=evidence), 0.05)]
