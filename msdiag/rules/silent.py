"""Silent bugs: code that compiles in graph mode but does not do what it does in Python."""
from __future__ import annotations

import ast
import inspect
import operator
import sys
from typing import Any, Callable, Iterable, Iterator, Mapping

import numpy as np

from ..locale import tr
from ..model import msapi, reach, source
from ..model.context import ClassContext, FunctionContext
from ..model.facts import resolve_expression
from ..model.module import dotted
from ..model.values import describe, is_tensor
from ..report.records import Finding, Fix, Related, Span
from .base import CompiledCall, Rule
from .numpy_table import numpy_fix

_MUTATORS = frozenset(
    {
        "popleft",
        "rotate",
        "append",
        "extend",
        "insert",
        "pop",
        "remove",
        "clear",
        "update",
        "setdefault",
        "popitem",
        "add",
        "discard",
        "appendleft",
        "extendleft",
        "sort",
        "reverse",
    }
)
_CLOCKS = frozenset(
    {
        "time.time",
        "time.time_ns",
        "time.perf_counter",
        "time.perf_counter_ns",
        "time.monotonic",
        "time.monotonic_ns",
        "time.process_time",
        "time.localtime",
        "time.gmtime",
        "time.strftime",
        "datetime.datetime.now",
        "datetime.datetime.utcnow",
        "datetime.datetime.today",
        "datetime.date.today",
    }
)
_FILE_READS = frozenset(
    {"builtins.open", "json.load", "pickle.load", "numpy.load", "numpy.loadtxt", "numpy.fromfile", "io.open"}
)
# Questions about the file system: asked once, while compiling, like a read.
_FILE_QUERIES = frozenset({"os.path.exists", "os.path.isfile", "os.path.isdir", "os.path.getmtime", "os.path.getsize",
                           "os.listdir", "os.stat", "os.scandir", "glob.glob"})
_ENV_CALLS = frozenset({"os.getenv", "os.environ.get", "os.getenvb"})
# Objects whose state other threads or processes change: a method called on one in graph code is
# read once, while compiling.
_HOST_STATE = frozenset({"threading.Event", "threading.Lock", "threading.RLock", "threading.Condition",
                         "threading.Semaphore", "threading.BoundedSemaphore", "queue.Queue", "queue.SimpleQueue",
                         "queue.LifoQueue", "queue.PriorityQueue", "multiprocessing.Event", "multiprocessing.Value",
                         "multiprocessing.Queue"})
_LOG_METHODS = frozenset({"debug", "info", "warning", "warn", "error", "exception", "critical", "log"})
# Attributes of a tensor that are known when the graph is compiled.
_STATIC_ATTRIBUTES = frozenset({"shape", "dtype", "ndim"})
NUMPY_CONSTRUCTORS = frozenset(
    {"ones", "zeros", "full", "arange", "triu", "tril", "eye", "identity", "empty", "linspace"}
)


def where(ctx: FunctionContext) -> str:
    if ctx.reach == "helper" and ctx.entry:
        return tr("static.where.helper", function=ctx.qualname, entry=ctx.entry)
    if ctx.reach == "hook":
        return tr("static.where.hook", function=ctx.qualname)
    return tr("static.where", function=ctx.qualname)


def related(ctx: FunctionContext) -> tuple[Related, ...]:
    """For a helper: the call in graph code that reached it."""
    return (Related(ctx.called_from, tr("label.reached_from")),) if ctx.called_from is not None else ()


def calls(ctx: FunctionContext) -> Iterator[tuple[ast.Call, str | None]]:
    for node in ctx.walk():
        if isinstance(node, ast.Call):
            yield node, ctx.resolve(node.func)


def short(qualified: str) -> str:
    """`numpy.random.randn` -> `np.random.randn` for messages."""
    if qualified.startswith("numpy."):
        return "np." + qualified[len("numpy.") :]
    return qualified.removeprefix("builtins.")


class StaticRule(Rule):
    """A silent bug: nothing fails, so these rules warn."""

    severity = "warning"


class HostRandomInGraph(StaticRule):
    """Host random numbers (`np.random`, `random`) in graph code are drawn once, at compile time.

    ## What it does
    Finds calls of `numpy.random.*` and of Python's `random` module inside `construct`, inside
    `@ms.jit` functions, in hooks, and in the helpers they call, and calls of a generator the cell
    keeps (`self.rng.random(shape)` of `self.rng = np.random.default_rng(seed)`).

    ## Why is this bad?
    In graph mode MindSpore runs these calls once, while it compiles the graph, and stores the result
    as a constant. Every step then reuses the same "random" numbers: noise, dropout masks or random
    crops built this way are frozen. Nothing fails; the model just trains on constant noise.
    `fullgraph=True` does not catch it.

    ## Example
    ```python
    def construct(self, x):
        noise = ms.Tensor(np.random.randn(*x.shape), ms.float32)
        return x + noise
    ```

    ## Use instead
    ```python
    def construct(self, x):
        return x + ops.standard_normal(x.shape)
    ```
    """

    code = "MSD701"
    name = "host-random-in-graph"
    fix = "sometimes"

    def on_function(self, ctx: FunctionContext) -> Iterable[Finding]:
        generators = _random_generators(ctx)
        for call, qualified in calls(ctx):
            func = call.func
            shown = short(qualified) if qualified is not None else ""
            if qualified is None and isinstance(func, ast.Attribute) and isinstance(func.value, ast.Attribute) \
                    and isinstance(func.value.value, ast.Name) and func.value.value.id == "self" \
                    and func.value.attr in generators:
                # `self.rng.random(shape)` of `self.rng = np.random.default_rng(seed)`
                qualified = f"{generators[func.value.attr]}().{func.attr}"
                shown = dotted(func) or shown
            if qualified is None:
                continue
            if qualified.startswith(("numpy.random.", "random.")) or qualified == "numpy.random":
                yield self.finding(
                    ctx.span(call),
                    tr("MSD701.message", call=shown, where=where(ctx)),
                    fix=numpy_fix(ctx, call, qualified),
                    related=related(ctx),
                )


# Host random generators a Cell may keep (`self.rng = np.random.default_rng(seed)`).
_GENERATORS = ("numpy.random.default_rng", "numpy.random.RandomState", "numpy.random.Generator", "random.Random")


def _random_generators(ctx: FunctionContext) -> dict[str, str]:
    """The `self.<name>` attributes the owner's `__init__` sets to a host random generator, with
    the generator's qualified constructor."""
    init = ctx.owner.methods().get("__init__") if ctx.owner is not None else None
    found: dict[str, str] = {}
    for node in ast.walk(init) if init is not None else ():
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Call) and len(node.targets) == 1:
            target = node.targets[0]
            made = ctx.module.resolve_dotted(dotted(node.value.func) or "")
            if isinstance(target, ast.Attribute) and isinstance(target.value, ast.Name) and target.value.id == "self" \
                    and made in _GENERATORS:
                found[target.attr] = made
    return found


class HostReadInGraph(StaticRule):
    """Clock, environment and file reads in graph code are evaluated once, at compile time.

    ## What it does
    Finds `time.time()` and the other clocks, `datetime.now()`, `os.environ` / `os.getenv`, and
    `open()` / `json.load()` / `np.load()`, and questions to the file system (`os.path.exists`,
    `os.listdir`, `glob.glob`) inside graph code (construct, `@ms.jit` functions, hooks
    and the helpers they call), and methods called on objects whose state other code changes that
    the cell holds (`self.greedy.is_set()` on a `threading.Event`, `self.commands.empty()` on a
    `queue.Queue`). A helper that only returns such a read (`def read_temperature(path):
    return json.load(open(path))[...]`) is fine outside graph code: the line of graph code that
    calls it is reported, with the read as a second place.

    ## Why is this bad?
    In graph mode MindSpore evaluates these host calls while compiling and freezes the value into
    the graph. A timestamp never changes, a scale read from an environment variable or a file keeps
    the value it had at the first call, even when the variable or the file changes later.

    ## Example
    ```python
    def construct(self, x):
        return x * float(os.environ.get("SCALE", "1"))
    ```

    ## Use instead
    ```python
    def __init__(self):
        super().__init__()
        self.scale = float(os.environ.get("SCALE", "1"))  # read once, on purpose

    def construct(self, x, scale):  # or pass a changing value in as a tensor
        return x * scale
    ```
    """

    code = "MSD702"
    name = "host-read-in-graph"

    def on_function(self, ctx: FunctionContext) -> Iterable[Finding]:
        covered: set[int] = set()
        held = ctx.project.attribute_constructors(ctx.owner) if ctx.owner is not None and ctx.project is not None else {}
        for node in ctx.walk():
            what = None
            if isinstance(node, ast.Call):
                qualified = ctx.resolve(node.func)
                attribute = ctx.self_attribute(node.func.value) if isinstance(node.func, ast.Attribute) else None
                kinds = sorted(held.get(attribute, set()) & _HOST_STATE) if attribute is not None else []
                if kinds:
                    # `self.greedy.is_set()` on a `threading.Event` the cell holds: host state,
                    # read while compiling.
                    what = tr("MSD702.what.host_object", call=ast.unparse(node), kind=short(kinds[0]))
                elif qualified in _CLOCKS:
                    what = tr("MSD702.what.clock", call=short(qualified))
                elif qualified in _ENV_CALLS:
                    what = tr("MSD702.what.environment", call=short(qualified))
                elif qualified in _FILE_READS:
                    what = tr("MSD702.what.file", call=short(qualified))
                elif qualified in _FILE_QUERIES:
                    what = tr("MSD702.what.file_system", call=short(qualified))
                if what and isinstance(node.func, ast.Attribute):
                    covered.update(id(n) for n in ast.walk(node.func))
            elif isinstance(node, ast.Subscript) and ctx.resolve(node.value) == "os.environ":
                what = tr("MSD702.what.environ_item")
                covered.update(id(n) for n in ast.walk(node.value))
            elif (
                isinstance(node, ast.Attribute)
                and id(node) not in covered
                and ctx.resolve(node) == "os.environ"
            ):
                what = tr("MSD702.what.environ")
            if what and ctx.called_from is not None and _one_return(ctx.node):
                # `def read_temperature(path): return float(json.load(open(path))[...])` called from
                # construct: the helper is fine outside graph code; the call is what freezes it.
                yield self.finding(
                    ctx.called_from,
                    tr("MSD702.message.helper", what=what, function=ctx.qualname, entry=ctx.entry or ctx.qualname),
                    related=(Related(ctx.span(node), tr("label.host_read_here")),),
                )
            elif what:
                yield self.finding(
                    ctx.span(node),
                    tr("MSD702.message", what=what, where=where(ctx)),
                    related=related(ctx),
                )


class PythonSideEffectLost(StaticRule):
    """Changes to Python lists, dicts and globals made in graph code are lost.

    ## What it does
    Finds graph code that mutates a Python container that outlives the call: `self.history.append(x)`,
    `self.stats["n"] = v`, `CACHE.update(...)` on a module-level list or dict, and assignments to
    names declared `global` (`global STEP; STEP += 1`). It looks in construct, `@ms.jit` functions,
    hooks registered with `register_forward_hook` and the like, and the helpers they call. When a
    watched model first compiles, it also reads the containers the graph code really holds: a
    cache dict handed to `__init__`, a counter dict imported from another module, a list kept in
    a dict attribute (`self.log["loss"].append(x)`), a NumPy array used as a counter
    (`self.seen[0] += n`). A tensor the graph computed and stored on the cell
    (`self.last_gate = gate`) is found too: the attribute is set once, with the first call's value.
    A closure that graph code calls and that keeps its state in Python (a learning-rate or
    clip-range schedule) is reported at the line of graph code that calls it, and so is a method
    of a plain Python object the cell holds that changes the object (a calibration observer's
    `update` that appends each batch's peak to a list). A `deque` popped
    (`self.ratios.popleft()`) and an attribute of a plain Python object the cell holds set in
    graph code (`self.state.num_updates += 1`) are lost the same way.

    ## Why is this bad?
    Graph mode compiles the function instead of running it. These statements have no graph
    equivalent, and MindSpore drops them without a word: the list stays empty, the dict unchanged,
    the global counter at its old value. A forward hook that collects features into a list
    collects nothing. (`self.count += 1` on a plain attribute is kept; local lists are fine too.)

    ## Example
    ```python
    FEATURES = []

    def keep(cell, inputs, output):
        FEATURES.append(output)

    net.layer4.register_forward_hook(keep)
    ```

    ## Use instead
    ```python
    def construct(self, x):
        feature = self.layer4(x)
        return self.head(feature), feature  # return what you want to keep
    ```
    """

    code = "MSD703"
    name = "python-side-effect-lost"

    def on_function(self, ctx: FunctionContext) -> Iterable[Finding]:
        containers = ctx.module.container_globals - ctx.local_names
        attributes = ctx.container_attributes()
        global_names = ctx.global_names

        def container(node: ast.AST) -> str | None:
            attribute = ctx.self_attribute(node)
            if attribute is not None and attribute in attributes:
                return f"{ctx.self_name()}.{attribute}"
            if isinstance(node, ast.Name) and node.id in containers:
                return node.id
            return None

        for node, what in _mutations(ctx.walk(), container, global_names):
            yield self._lost(ctx, node, what)
        yield from self._tensor_stored_on_self(ctx, attributes)

    def _tensor_stored_on_self(self, ctx: FunctionContext, containers: set[str]) -> Iterator[Finding]:
        """`self.last_weights = weights` in graph code, with a tensor the graph computed: the host
        attribute is set once, with the first call's tensor, and later calls leave it unchanged."""
        if ctx.owner is None:
            return
        computed = {n.id for s in ctx.walk() if isinstance(s, ast.Assign) and isinstance(s.value, (ast.Call, ast.BinOp))
                    for t in s.targets for n in ast.walk(t) if isinstance(n, ast.Name)}
        parameters = _parameter_attributes(ctx)
        for node in ctx.walk():
            if not isinstance(node, ast.Assign) or len(node.targets) != 1:
                continue
            attribute = ctx.self_attribute(node.targets[0])
            value = node.value
            tensor = (isinstance(value, ast.Name) and value.id in computed) or (
                isinstance(value, ast.Call) and ctx.resolve(value.func) not in _PYTHON_NUMBERS)
            if attribute is None or attribute in containers or attribute in parameters or not tensor:
                continue
            yield self.finding(ctx.span(node), tr("MSD703.message.attribute", attribute=attribute,
                                                  value=ast.unparse(value)[:40], where=where(ctx)),
                               related=related(ctx))

    def on_compiled(self, call: CompiledCall) -> Iterable[Finding]:
        """The hooks registered on a compiled model run inside its graph: a hook that mutates a
        Python list, dict or set it closes over (or a global one) does so only while compiling."""
        if not call.first:
            return
        for code in call.graph_code:
            found = list(self._held_mutations(code))
            host = code.me is not None and reach.plain_holder(code.me) and not inspect.ismodule(code.me)
            site = _graph_call_of(code, call.graph_code) if found and ("<locals>" in code.qualname or host) else None
            if site is None:
                yield from found
                continue
            # A stateful closure (a schedule's `next_value()`), or a method of a plain Python
            # object the cell holds (an observer's `update`): the state lives out of the graph's
            # reach; the call in graph code is what to move out.
            call_span, caller = site
            yield self.finding(call_span, tr("MSD703.message.host_method" if host else "MSD703.message.closure",
                                             function=code.qualname if host else code.node.name,
                                             what=found[0].message, where=tr("static.where", function=caller)),
                               related=tuple(Related(f.span, tr("label.state_changed")) for f in found),
                               label=tr("label.called_in_graph"))
        cells = {id(cell): cell for root in reach.cells_reachable([call.obj]) for _, cell in root.cells_and_names()}
        for cell in cells.values():
            for hook in msapi.hook_functions(cell):
                yield from self._hook_mutations(inspect.unwrap(hook))

    def _held_mutations(self, code: reach.GraphCode, where: str | None = None,
                        related: tuple[Related, ...] = ()) -> Iterator[Finding]:
        """Mutations of a list, dict or set that the compiled code reached outside itself, found
        from the values it really held (a cache dict passed to `__init__`, a dict imported from
        another module, a list a hook closes over), which the static reading cannot know."""
        local = code.local_names()
        where = where or tr("static.where", function=code.qualname)

        def held(node: ast.AST) -> str | None:
            found, value = code.resolve(node, local)
            if not found and isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant):
                # `self.log["entropy"].append(...)`: a list kept inside a dict the code holds.
                found, outer = code.resolve(node.value, local)
                try:
                    value = outer[node.slice.value] if found and isinstance(outer, (dict, list, tuple)) else None
                except (KeyError, IndexError, TypeError):
                    value = None
                found = value is not None
            # A NumPy array is host memory too: `counter[0] += n` changes it only while compiling.
            mutable = isinstance(value, (list, dict, set)) or (type(value).__module__ == "numpy" and hasattr(value, "shape"))
            return ast.unparse(node) if found and mutable else None

        for node, what in _mutations(ast.walk(code.node), held):
            yield self.finding(source.node_span(code.filename, node), tr("MSD703.message", what=what, where=where),
                               related=related)
        for node in ast.walk(code.node):
            # `self.state.num_updates += 1` on a plain object the cell holds (not a Cell, whose
            # attributes graph mode tracks): the object is host state, changed only while compiling.
            targets = node.targets if isinstance(node, ast.Assign) else [node.target] \
                if isinstance(node, ast.AugAssign) else []
            for target in targets:
                if not isinstance(target, ast.Attribute) or not isinstance(target.value, ast.Attribute):
                    continue
                found, owner = code.resolve(target.value, local)
                if found and reach.plain_holder(owner) and not isinstance(owner, type):
                    what = tr("MSD703.what.attribute", owner=ast.unparse(target.value), attribute=target.attr)
                    yield self.finding(source.node_span(code.filename, node), tr("MSD703.message", what=what,
                                                                                    where=where), related=related)

    def _hook_mutations(self, hook: Any) -> Iterator[Finding]:
        code = reach.located(hook)
        if code is None:
            return
        name = getattr(code.node, "name", "<lambda>")
        registration = _registration_of(code.filename, name)
        related = (Related(registration, tr("label.registered_here")),) if registration is not None else ()
        yield from self._held_mutations(code, tr("static.where.hook", function=name), related)

    def _lost(self, ctx: FunctionContext, node: ast.AST, what: str) -> Finding:
        return self.finding(
            ctx.span(node),
            tr("MSD703.message", what=what, where=where(ctx)),
            related=related(ctx),
        )


def _graph_call_of(code: reach.GraphCode, graph_code: Iterable[reach.GraphCode]) -> tuple[Span, str] | None:
    """The one call, in the other functions the graph runs, of `code`'s function object (a
    closure held as `self.clip_schedule`), with the caller's name."""
    found = []
    for other in graph_code:
        if other is code:
            continue
        local = other.local_names()
        for node in ast.walk(other.node):
            if isinstance(node, ast.Call):
                known, value = other.resolve(node.func, local)
                if known and (value is code.function or (getattr(value, "__func__", None) is code.function
                                                         and getattr(value, "__self__", None) is code.me)):
                    found.append((source.node_span(other.filename, node), other.qualname))
    return found[0] if len(found) == 1 else None


_PYTHON_NUMBERS = ("builtins.int", "builtins.float", "builtins.len", "builtins.bool", "builtins.round", "builtins.min",
                   "builtins.max", "builtins.sum")


def _parameter_attributes(ctx: FunctionContext) -> set[str]:
    """The `self.x` of the cell's class assigned a `Parameter` anywhere in its methods."""
    found = set()
    for method in ctx.owner.methods().values() if ctx.owner is not None else []:
        for node in ast.walk(method):
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.Call) \
                    and (ctx.owner.module.resolve(node.value.func) or "").endswith(("Parameter", "ParameterTuple")):
                found.update(t.attr for t in node.targets if isinstance(t, ast.Attribute))
    return found


def _mutations(nodes: Iterable[ast.AST], container: Callable[[ast.AST], str | None],
               global_names: Iterable[str] = ()) -> Iterator[tuple[ast.AST, str]]:
    """(node, what) for each change graph code makes to Python state that outlives the call: a
    mutating method of a container (`container` names it, or None for a local value), an item
    assignment or deletion on one, an assignment to a name declared `global`."""
    for node in nodes:
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in _MUTATORS:
            owner = container(node.func.value)
            if owner:
                yield node, tr("MSD703.what.call", owner=owner, method=node.func.attr)
        elif isinstance(node, (ast.Assign, ast.AugAssign, ast.AnnAssign, ast.Delete)):
            for target in node.targets if isinstance(node, (ast.Assign, ast.Delete)) else [node.target]:
                if isinstance(target, ast.Subscript) and (owner := container(target.value)):
                    yield target, tr("MSD703.what.item", owner=owner)
                elif isinstance(target, ast.Name) and target.id in global_names:
                    yield target, tr("MSD703.what.global", name=target.id)


class CompileTimeLogging(StaticRule):
    """`logging` calls in graph code that log no tensor run once, at compile time.

    ## What it does
    Finds `logging.info(...)`, `logger.warning(...)` and the other logging calls in graph code whose
    arguments hold no run-time value (only constants, attributes and tensor shapes), and writes to
    a file the cell or the module holds (`self.audit_log.write("scored\\n")`).

    ## Why is this bad?
    In graph mode such a call is executed by the Python interpreter while MindSpore compiles the
    graph, and then never again: a message meant for every step appears once. (`print` is different:
    MindSpore turns it into a `Print` operator that runs every step. Logging a tensor value also runs
    at every step, through the slow Python fallback.)

    ## Example
    ```python
    def construct(self, x):
        logger.info("forward with shape %s", x.shape)
        return self.dense(x)
    ```

    ## Use instead
    ```python
    def construct(self, x):
        print("forward with shape", x.shape)  # compiled into a Print operator
        return self.dense(x)
    ```
    """

    code = "MSD704"
    name = "compile-time-logging"

    def on_function(self, ctx: FunctionContext) -> Iterable[Finding]:
        loggers = _module_loggers(ctx)
        for call, qualified in calls(ctx):
            func = call.func
            is_log = (qualified or "").startswith("logging.") and (qualified or "").rsplit(".", 1)[-1] in _LOG_METHODS
            if not is_log and isinstance(func, ast.Attribute) and func.attr in _LOG_METHODS:
                base = dotted(func.value)
                is_log = base is not None and (
                    base in loggers and base not in ctx.local_names
                    or (ctx.self_attribute(func.value) or "") in ("logger", "_logger", "log")
                )
            # `self.audit_log.write("...")`: a file handle the cell (or the module) holds
            writes = not is_log and isinstance(func, ast.Attribute) and func.attr in ("write", "writelines") and (
                ctx.self_attribute(func.value) is not None
                or (isinstance(func.value, ast.Name) and func.value.id not in ctx.local_names))
            if not (is_log or writes):
                continue
            arguments = list(call.args) + [k.value for k in call.keywords]
            if any(_reads_runtime_value(ctx, argument) for argument in arguments):
                continue
            yield self.finding(
                ctx.span(call),
                tr("MSD704.message.write" if writes else "MSD704.message", call=ast.unparse(func), where=where(ctx)),
                related=related(ctx),
            )


def _module_loggers(ctx: FunctionContext) -> set[str]:
    cache = ctx.module.cache.get("loggers")
    if cache is None:
        cache = set()
        for node in ctx.module.tree.body:
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.Call):
                if ctx.module.resolve(node.value.func) in ("logging.getLogger", "logging.Logger"):
                    cache.update(t.id for t in node.targets if isinstance(t, ast.Name))
        ctx.module.cache["loggers"] = cache
    return cache


def _reads_runtime_value(ctx: FunctionContext, node: ast.AST) -> bool:
    """True when the expression uses a local value other than through `.shape`/`.dtype`/`.ndim`."""
    static: set[int] = set()
    for sub in ast.walk(node):
        if isinstance(sub, ast.Attribute) and sub.attr in _STATIC_ATTRIBUTES:
            static.update(id(n) for n in ast.walk(sub.value) if isinstance(n, ast.Name))
        elif isinstance(sub, ast.Call) and dotted(sub.func) in ("len", "type", "isinstance"):
            static.update(id(n) for n in ast.walk(sub) if isinstance(n, ast.Name))
    me = ctx.self_name()
    return any(
        isinstance(sub, ast.Name) and sub.id in ctx.local_names and sub.id != me and id(sub) not in static
        for sub in ast.walk(node)
    )


class NumpyTensorConstruction(StaticRule):
    """A tensor built with NumPy from run-time shapes inside graph code.

    ## What it does
    Finds `np.ones`, `np.zeros`, `np.full`, `np.arange`, `np.triu`, `np.tril`, `np.eye`, `np.empty`
    and `np.linspace` in graph code whose arguments depend on the function's inputs (for example a
    mask shaped like `x.shape`), usually wrapped in `ms.Tensor(...)`. NumPy calls with constant
    arguments are folded into a constant once and are not reported.

    ## Why is this bad?
    NumPy runs on the host, outside the graph. With static shapes MindSpore evaluates the call at
    compile time and embeds the array as a constant; with dynamic shapes (`set_inputs` with `None`
    dimensions) it falls back to the Python interpreter (`PyExecute`) at every step, copying the
    array to the device each time (about twice as slow on a small CPU model). `ms.ops` has an
    operator for each of these that stays inside the graph. `msdiag check --fix` rewrites the exact
    cases: the same values and the same dtype.

    ## Example
    ```python
    def construct(self, img_embeds):
        img_atts = ms.Tensor(np.ones(img_embeds.shape[:-1]), dtype=ms.float32)
        mask = ms.Tensor(np.triu(np.ones((t, t)), k=1), dtype=ms.float32)
    ```

    ## Use instead
    ```python
    def construct(self, img_embeds):
        img_atts = ops.ones(img_embeds.shape[:-1], ms.float32)
        mask = ops.triu(ops.ones((t, t), ms.float32), diagonal=1)
    ```
    """

    code = "MSD705"
    name = "numpy-tensor-construction"
    fix = "sometimes"

    def on_function(self, ctx: FunctionContext) -> Iterable[Finding]:
        inside: set[int] = set()
        for call, qualified in calls(ctx):
            if id(call) in inside or qualified is None or not qualified.startswith("numpy."):
                continue
            function = qualified[len("numpy.") :]
            if function not in NUMPY_CONSTRUCTORS:
                continue
            inside.update(id(n) for n in ast.walk(call))
            if not ctx.depends_on_locals(call):
                continue
            yield self.finding(
                ctx.span(call),
                tr("MSD705.message", function=function, where=where(ctx)),
                fix=numpy_fix(ctx, call, qualified),
                related=related(ctx),
            )


class AsnumpyInGraph(StaticRule):
    """`Tensor.asnumpy()` inside graph code.

    ## What it does
    Finds `.asnumpy()` calls in construct, `@ms.jit` functions and the helpers they call.

    ## Why is this bad?
    `asnumpy()` has no graph equivalent. In the default (lax) syntax level MindSpore falls back to the
    Python interpreter at every step: the graph is cut, the tensor is copied to the host and the
    result copied back. With `fullgraph=True` or `jit_syntax_level=STRICT` compilation fails with
    `AttributeError: In JIT strict mode, cannot get attributes asnumpy`.

    ## Example
    ```python
    def construct(self, x):
        return ms.Tensor(np.clip(x.asnumpy(), 0, 1))
    ```

    ## Use instead
    ```python
    def construct(self, x):
        return ops.clamp(x, 0, 1)
    ```
    """

    code = "MSD706"
    name = "asnumpy-in-graph"

    def on_function(self, ctx: FunctionContext) -> Iterable[Finding]:
        for node in ctx.walk():
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == "asnumpy"
                and not node.args
            ):
                yield self.finding(
                    ctx.span(node),
                    tr("MSD706.message", tensor=ast.unparse(node.func.value), where=where(ctx)),
                    related=related(ctx),
                )


class CellCallOverride(StaticRule):
    """An `nn.Cell` subclass overrides `__call__`.

    ## What it does
    Finds `def __call__` in classes derived from `nn.Cell`.

    ## Why is this bad?
    When a cell is used inside another cell's `construct` in graph mode, MindSpore compiles the
    sub-cell's `construct` directly: the overriding `__call__` is never run. The same model gives
    different results in PyNative and in graph mode, or when the cell is called at the top level
    (where Python still runs `__call__`) and as a sub-cell.

    ## Example
    ```python
    class Scaled(nn.Cell):
        def construct(self, x):
            return self.dense(x)

        def __call__(self, x):
            return super().__call__(x) * self.scale
    ```

    ## Use instead
    ```python
    class Scaled(nn.Cell):
        def construct(self, x):
            return self.dense(x) * self.scale
    ```
    """

    code = "MSD707"
    name = "cell-call-override"

    def on_class(self, ctx: ClassContext) -> Iterable[Finding]:
        method = ctx.info.methods().get("__call__")
        if method is None:
            return
        start = method.col_offset + (len("async def ") if isinstance(method, ast.AsyncFunctionDef) else len("def "))
        span = Span(ctx.file, method.lineno, method.lineno, method.col_offset, start + len("__call__"))
        yield self.finding(
            span,
            tr("MSD707.message", cls=ctx.info.name),
        )


class ConstantChangedAfterCompile(StaticRule):
    """A Python value that graph code read as a constant was changed after the graph was compiled.

    ## What it does
    When a watched model is first compiled, msdiag notes the plain Python values (numbers, strings,
    booleans, tuples of them, small NumPy arrays, short lists of numbers or of tensors, whose items
    are compared one by one, short sets and dicts of constants) that its graph code reads from `self`, from module
    globals, from the variables of an enclosing function (`alpha` of the `main` whose `forward` is
    given to `value_and_grad`), from a config object a module or the cell holds (`CFG.smoothing`, `self.cfg.gamma` of a
    dataclass or a SimpleNamespace), from a class of the user's (`Router.noise_scale`, or
    `self.noise_scale` when only the class holds it) or from a dict with a constant key
    (`self.hparams["w"]`). Graph
    code is every `construct` the model reaches, the jit function, and the user functions and
    methods they call, also through `value_and_grad` (a trainer's loss method reading
    `self.temperature`). At every later call it checks them; a changed value (an array changed in
    place included) is reported once, with the value the graph still uses. A value read by a plain
    getter (`def current_step(): return _STEP`), or by a one-line method of a plain host object
    (`return max(0.0, self.start - self.step * self.epoch)` of a scheduler), is reported where
    graph code calls it.
    A plain function a cell holds and graph code calls (`self.activation = relative_depth`, later
    set to another function) is checked the same way.
    A cell's `training` flag set directly (`model.training = False`), which leaves the phase
    MindSpore keys its graphs on unchanged, is reported at that assignment. A plain Tensor
    attribute (not a Parameter) replaced by another tensor (`layer.mask = ms.Tensor(...)`) is
    reported twice, where graph code reads it and at that assignment: either can be the line to
    change.
    A small plain Tensor changed in place (`layer.mask[drop] = 0`, or `layer.mask = ms.Tensor(...)`,
    which a Cell copies into the tensor it holds and is reported at that assignment; its values are compared at the
    first later calls and at every 64th, which costs a copy to the host), a sub-cell replaced by
    another (`net.head = nn.Dense(...)`: the compiled graph keeps running the first) and the
    answer of `hasattr(self, "name")` in graph code changing (an attribute attached later) are
    reported where graph code reads them; so is a property whose getter is plain arithmetic on
    attributes (`self.full_margin * self.progress.fraction`), which msdiag evaluates itself,
    without running other code.
    A once-only step keyed on a Python flag that the graph code sets itself (`if not
    self.initialized:` whose branch sets `self.initialized = True`) is reported at the test, also
    by `msdiag check`: the flag is written back, but the test was decided when compiling.

    ## Why is this bad?
    Graph mode folds such values into the compiled graph as constants. Changing
    `model.temperature = 1.0` or `config.DROPOUT = 0.0` from Python later changes nothing: the graph
    keeps computing with the old value, silently.

    ## Example
    ```python
    def construct(self, logits):
        return logits / self.temperature

    model.temperature = 1.0      # after the first call: ignored
    ```

    ## Use instead
    ```python
    self.temperature = ms.Parameter(ms.Tensor(4.0), requires_grad=False)   # in __init__
    model.temperature.set_data(ms.Tensor(1.0))                               # later
    ```
    """

    code = "MSD708"
    name = "constant-changed-after-compile"

    def on_function(self, ctx: FunctionContext) -> Iterable[Finding]:
        """`if not self.initialized:` whose branch sets `self.initialized = True`: a once-only
        step keyed on a Python flag. The graph writes the flag back, but the test was decided when
        compiling, so the branch runs on every call."""
        if ctx.owner is None:
            return
        for node in ctx.walk():
            if not isinstance(node, ast.If) or any(isinstance(op, (ast.Is, ast.IsNot)) for n in ast.walk(node.test)
                                                   if isinstance(n, ast.Compare) for op in n.ops):
                continue  # `if self.flag is False:` is decided when it runs (measured on 2.7.2 to 2.10.0)
            tested = {a for n in ast.walk(node.test) if (a := ctx.self_attribute(n)) is not None}
            for inner in ast.walk(node):
                if inner is node or not isinstance(inner, ast.Assign) or not isinstance(inner.value, ast.Constant):
                    continue
                attribute = next((a for t in inner.targets if (a := ctx.self_attribute(t)) in tested), None)
                if attribute is not None:
                    label = f"{ctx.self_name()}.{attribute}"
                    yield self.finding(ctx.span(node.test), tr("MSD708.message.flag", label=label,
                                                               value=ast.unparse(inner.value), line=inner.lineno,
                                                               where=where(ctx)),
                                       fix=Fix(tr("MSD708.fix.flag", label=label)),
                                       related=(Related(ctx.span(inner), tr("label.flag_set")), *related(ctx)))
                    break

    def on_compiled(self, call: CompiledCall) -> Iterable[Finding]:
        if call.first:
            call.memo["values"] = _frozen_reads(call.graph_code)
            call.memo["reported"] = set()
            call.memo["phase"] = getattr(call.obj, "phase", None)
            # The contents of the small plain tensors, to see one changed in place
            # (`layer.mask[drop] = 0`), which keeps the object the graph holds.
            call.memo["contents"] = {label: _contents(value) for _, _, value, label, _ in call.memo["values"]
                                     if _plain_tensor(value) and _contents(value) is not None}
            return
        # Reading tensors back to the host costs a copy: their contents are compared at the first
        # later calls and then at every 64th, so a training loop pays for it rarely.
        call.memo["calls"] = calls = call.memo.get("calls", 0) + 1
        compare_contents = calls <= 8 or calls % 64 == 0
        for holder, key, value, label, where in call.memo.get("values", ()):
            namespace = _namespace(holder, key)
            if namespace is None or label in call.memo["reported"]:
                continue
            if key == "training" and getattr(call.obj, "phase", None) != call.memo.get("phase"):
                continue  # `set_train` changed the phase MindSpore keys its graphs on: compiled again
            current = namespace.get(key, _MISSING)
            before = call.memo.get("contents", {}).get(label) if compare_contents else None
            if current is value and before is not None and not np.array_equal(_contents(current), before):
                call.memo["reported"].add(label)
                # `layer.mask = ms.Tensor(...)` in the caller's file: the Cell copied the new values
                # into the tensor it holds (same object), but the assignment is what the user wrote
                assigned = _assignment_site(call.caller, key) if isinstance(key, str) else None
                yield self.finding(assigned or Span(where[0], where[1], where[1], 0, None),
                                   tr("MSD708.message.tensor" if assigned else "MSD708.message.tensor_in_place", label=label),
                                   fix=Fix(tr("MSD708.fix", label=label)))
                continue
            if not _same(current, value):
                call.memo["reported"].add(label)
                span = Span(where[0], where[1], where[1], 0, None)
                seen = [tr("MSD708.seen.compiled", value=_shown(value)), tr("MSD708.seen.now", value=_shown(current))]
                if key == "training":
                    # `model.training = False` changed the flag without the phase MindSpore keys its
                    # graphs on (`set_train(False)` changes both): that assignment is the place.
                    span = _assignment_site(call.caller, key) or span
                elif _plain_tensor(value) and (assigned := _assignment_site(call.caller, key)) is not None:
                    # `layer.prototypes = new_prototypes`: both places can be the one to change, the
                    # read that holds a plain tensor (a Parameter would take `set_data`) and the
                    # assignment; the read is reported first, the assignment beside it.
                    yield self.finding(span, tr("MSD708.message.tensor", label=label), fix=Fix(tr("MSD708.fix", label=label)),
                                       related=(Related(assigned, tr("label.tensor_replaced")),), evidence=seen)
                    span = assigned
                tensors = isinstance(value, list) and any(_plain_tensor(v) for v in value)
                yield self.finding(
                    span,
                    tr("MSD708.message.cell", label=label, old=type(value).__name__, new=type(current).__name__)
                    if hasattr(value, "cells_and_names")
                    else tr("MSD708.message.tensor", label=label) if _plain_tensor(value)
                    else tr("MSD708.message.tensors", label=label) if tensors
                    else tr("MSD708.message", label=label, old=_shown(value), new=_shown(current)),
                    fix=Fix(tr("MSD708.fix.training") if key == "training" else tr("MSD708.fix.cell", label=label)
                            if hasattr(value, "cells_and_names") else tr("MSD708.fix.function", label=label)
                            if inspect.isfunction(value) else tr("MSD708.fix.presence", name=key)
                            if isinstance(holder, _Presence) else tr("MSD708.fix", label=label)),
                    evidence=seen,
                )


class HookAddedAfterCompile(StaticRule):
    """A cell hook was registered after the graph was compiled.

    ## What it does
    Reports `register_forward_hook`, `register_forward_pre_hook` and backward hooks added to a cell
    of a watched model after its graph was compiled. It points at the registration, or at the call
    of the helper that registered it; when the hook works on the host (`asnumpy()`, appending to a
    list, a method of an object it closes over), at that statement, which could not run in a graph
    even if the hook were registered in time.

    ## Why is this bad?
    Hooks are compiled into the graph. A hook registered later is not part of the compiled graph and
    never runs, so features it should collect stay empty, without any error.

    ## Example
    ```python
    out = model(x)                              # compiles
    model.backbone.register_forward_hook(save)  # never runs
    ```

    ## Use instead
    ```python
    model.backbone.register_forward_hook(save)  # before the first call
    out = model(x)
    ```
    """

    code = "MSD709"
    name = "hook-added-after-compile"

    def on_compiled(self, call: CompiledCall) -> Iterable[Finding]:
        if msapi.hooks_recompile():
            # This MindSpore (2.7 to 2.9, or 2.10 under MS_DEV_JIT_AST_ENABLE_GUARD=1) compiles the
            # graph again when hooks change: a hook registered late runs, and there is no bug.
            return
        if call.first:
            call.memo["hooks"] = _hook_counts(call.obj)
            call.memo["reported"] = set()
            return
        for (reference, attribute), count in call.memo.get("hooks", {}).items():
            cell = reference()
            key = (id(cell), attribute)
            if cell is None or key in call.memo["reported"] or msapi.hook_count(cell, attribute) <= count:
                continue
            call.memo["reported"].add(key)
            caller = call.caller
            method = "register" + attribute.rstrip("_")
            located = _last_hook(cell, attribute)
            # A hook that does host work (`asnumpy`, appending to a list) cannot do it in a graph
            # even when registered in time: that statement is the one to change.
            span = _host_work(located) if located is not None else None
            fix = Fix(tr("MSD709.fix.host" if span is not None else "MSD709.fix"))
            if span is None and caller:
                span = _registration_site(caller, method) or _helper_registration(caller, method, located)
            if span is None:
                span = Span(caller[0], caller[1], caller[1], 0, None) if caller else Span("<unknown>", 1)
            yield self.finding(
                span,
                tr("MSD709.message", hook=attribute.strip("_").replace("_", " "), cell=_cell_path(call.obj, cell)),
                fix=fix,
            )


# --- what a compiled graph froze, for MSD708 and MSD709 -------------------------------------------

_MISSING = object()


def _sub_cells(cell: Any) -> list[Any]:
    return list({id(c): c for _, c in cell.cells_and_names()}.values())


# The attribute MindSpore itself keys its compiled graphs on: changing it compiles again.
_RECOMPILING_ATTRIBUTES = frozenset({"phase"})


def _assignment_site(caller: tuple[str, int] | None, attribute: str) -> Span | None:
    """Where the caller's file sets `<object>.<attribute> = ...` from outside the object (not
    `self.<attribute>`): the last such statement before the caller's line, else the only one (a
    loop of `main` that runs before the helper calling the model)."""
    tree = source.parse_file(caller[0]) if caller else None
    if tree is None or caller is None:
        return None
    assigned = [n for n in source.nodes_of(tree, ast.Assign) if any(
        isinstance(t, ast.Attribute) and t.attr == attribute and not (isinstance(t.value, ast.Name) and t.value.id == "self")
        for t in n.targets)]
    before = [n for n in assigned if n.lineno <= caller[1]]
    chosen = max(before, key=lambda n: n.lineno) if before else assigned[0] if len(assigned) == 1 else None
    return source.node_span(caller[0], chosen) if chosen is not None else None
_LARGEST_ARRAY = 1 << 16
_LARGEST_LIST = 256
_LIST_CHANGERS = {"append", "extend", "insert", "pop", "remove", "clear", "update", "setdefault", "add", "discard"}


def _frozen_reads(units: list[reach.GraphCode]) -> list[tuple[Any, Any, Any, str, tuple[str, int]]]:
    """(holder, key, value at compile time, label, where it is read) for every plain Python value
    the graph code reads as a constant: a global, `self.x`, `module.x`, `config.x`, `self.cfg.x`, an
    entry of a dict read with a constant key, or a small NumPy array (its contents, copied). The
    holder is the namespace dict, or a weak reference to the object whose attribute it is."""
    values = []
    getters = _getter_calls(units)
    for code in units:
        local = code.local_names()
        # A list the graph code changes (`self.log.append(x)`) is a lost side effect (MSD703), not a
        # constant read.
        changed = {id(n.func.value) for n in ast.walk(code.node) if isinstance(n, ast.Call)
                   and isinstance(n.func, ast.Attribute) and n.func.attr in _LIST_CHANGERS}
        for node in ast.walk(code.node):
            present = _presence_test(code, node, local)
            if present is not None:  # `hasattr(self, "prototypes")`: decided when compiling
                holder, key, label = present
                values.append((holder, key, holder.namespace(key).get(key), label, (code.filename, node.lineno)))
                continue
            if not isinstance(getattr(node, "ctx", None), ast.Load) or id(node) in changed:
                continue
            place = _read_place(code, node, local)
            if place is None:
                continue
            holder, key, label = place
            namespace = _namespace(holder, key)
            value = namespace.get(key, _MISSING) if namespace is not None else _MISSING
            if _is_constant(value) or _small_array(value) or _plain_tensor(value) or _small_list(value) \
                    or (hasattr(value, "cells_and_names") and isinstance(node, ast.Attribute)) \
                    or (inspect.isfunction(value) and isinstance(node, ast.Attribute)):
                kept = value.copy() if _small_array(value) or _small_list(value) else value
                where = getters.get(id(code.function), (code.filename, node.lineno))
                values.append((holder, key, kept, label, where))
    return values


def _getter_calls(units: list[reach.GraphCode]) -> dict[int, tuple[str, int]]:
    """Plain getters the graph code calls (`def current_step(): return _STEP`), by function, with
    the graph line that calls them: that call is what freezes the value, and the getter itself is
    fine outside graph code, so the call is the line to change."""
    getters = {id(code.function): code for code in units if _is_getter(code.node) or _host_method_value(code)}
    calls: dict[int, tuple[str, int]] = {}
    for code in units:
        local = code.local_names()
        for node in ast.walk(code.node):
            if isinstance(node, ast.Call) and isinstance(node.func, (ast.Name, ast.Attribute)):
                found, function = code.resolve(node.func, local)
                function = getattr(function, "__func__", function)  # a bound method: its function
                if found and id(function) in getters and getters[id(function)] is not code:
                    calls.setdefault(id(function), (code.filename, node.lineno))
    return calls


def _host_method_value(code: reach.GraphCode) -> bool:
    """A method of a plain host object (not a Cell) whose body returns one value computed from its
    attributes (`return min(1.0, self.epoch / self.warmup)` of a KL annealer): like a getter,
    the graph line that calls it is the one to change."""
    owner = code.me
    return owner is not None and not hasattr(owner, "cells_and_names") and not isinstance(owner, type) \
        and _one_return(code.node)


def _is_getter(function: ast.AST) -> bool:
    return _one_return(function) and isinstance(function.body[-1].value, (ast.Name, ast.Attribute))  # type: ignore[attr-defined]


def _one_return(function: ast.AST) -> bool:
    """A function whose body is one `return` of a value (a docstring aside)."""
    body = [s for s in getattr(function, "body", []) if not (isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant))]
    return len(body) == 1 and isinstance(body[0], ast.Return) and body[0].value is not None


def _read_place(code: reach.GraphCode, node: ast.AST, local: set[str]) -> tuple[Any, Any, str] | None:
    """Where a read of graph code keeps its value: (holder, key, label), or None."""
    import weakref

    if isinstance(node, ast.Name) and node.id not in local:
        # A variable of the enclosing function (`alpha` of `main` read by the `forward` given to
        # `value_and_grad`), which that function may rebind later: read through its cell.
        closure = getattr(code.function, "__closure__", None) or ()
        cells = dict(zip(getattr(getattr(code.function, "__code__", None), "co_freevars", ()), closure))
        if node.id in cells:
            return _Closure(cells[node.id]), node.id, node.id
    if isinstance(node, ast.Name):
        return (code.namespace, node.id, node.id) if node.id not in local and node.id in code.namespace else None
    if isinstance(node, ast.Attribute):
        found, owner = code.resolve(node.value, local)
        if not found or owner is None or not hasattr(owner, "__dict__"):
            return None
        if owner is code.me:
            if node.attr in _RECOMPILING_ATTRIBUTES:
                return None
            if node.attr in (getattr(owner, "_cells", None) or {}):
                # A sub-cell: MindSpore keeps it in the cell's `_cells`, not its `__dict__`.
                return _SubCell(weakref.ref(owner)), node.attr, f"{type(owner).__name__}.{node.attr}"
            if node.attr not in vars(owner):
                # `self.temperature` of a class attribute: the class holds it (`Net.temperature = 4.0`).
                cls = next((c for c in type(owner).__mro__ if node.attr in vars(c)), None)
                if cls is not None and isinstance(vars(cls)[node.attr], property):
                    # `self.tau`, a property computed from host state (`self.anneal.progress`):
                    # followed when its getter is one arithmetic expression of attributes.
                    getter = _pure_getter(cls, node.attr)
                    return (_Property(weakref.ref(owner), getter), node.attr,
                            f"{type(owner).__name__}.{node.attr}") if getter is not None else None
                return _class_place(cls, node.attr)
            try:
                return weakref.ref(owner), node.attr, f"{type(owner).__name__}.{node.attr}"
            except TypeError:
                return vars(owner), node.attr, f"{type(owner).__name__}.{node.attr}"
        if inspect.isclass(owner):  # `Net.temperature`
            return _class_place(owner, node.attr)
        if reach.plain_holder(owner):
            return vars(owner), node.attr, ast.unparse(node)
        return None
    if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant) \
            and isinstance(node.slice.value, (str, int)):
        found, mapping = code.resolve(node.value, local)
        if found and isinstance(mapping, dict):
            return mapping, node.slice.value, ast.unparse(node)
    return None


def _class_place(cls: type | None, attribute: str) -> tuple[Any, Any, str] | None:
    """A class attribute of one of the user's classes, held by a weak reference to the class."""
    import weakref

    if cls is None or attribute not in vars(cls) or not source.is_user_file(source.class_file(cls) or ""):
        return None
    return weakref.ref(cls), attribute, f"{cls.__name__}.{attribute}"


class _Closure:
    """A variable of an enclosing function, as graph code that closes over it sees it."""

    def __init__(self, cell: Any) -> None:
        self.cell = cell

    def namespace(self, key: str) -> Mapping[Any, Any]:
        try:
            return {key: self.cell.cell_contents}
        except ValueError:  # deleted
            return {}


def _presence_test(code: reach.GraphCode, node: ast.AST, local: set[str]) -> tuple[Any, str, str] | None:
    """`hasattr(self, "name")` in graph code: (a holder that answers it again, the name, a label)."""
    import weakref

    if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "hasattr"
            and len(node.args) == 2 and isinstance(node.args[1], ast.Constant) and isinstance(node.args[1].value, str)):
        return None
    found, owner = code.resolve(node.args[0], local)
    if not found or owner is None or not hasattr(owner, "__dict__"):
        return None
    try:
        holder = _Presence(weakref.ref(owner))
    except TypeError:
        return None
    name = node.args[1].value
    return holder, name, f"hasattr({ast.unparse(node.args[0])}, {name!r})"


class _Presence:
    """Whether an object has an attribute, as `hasattr` in graph code asks it."""

    def __init__(self, owner: Any) -> None:
        self.owner = owner  # a weak reference

    def namespace(self, key: str) -> Mapping[Any, Any] | None:
        owner = self.owner()
        return {key: hasattr(owner, key)} if owner is not None else None


_PURE_BUILTINS = {"min": min, "max": max, "abs": abs, "round": round, "float": float, "int": int}
_ARITHMETIC = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv,
               ast.FloorDiv: operator.floordiv, ast.Pow: operator.pow, ast.Mod: operator.mod}


def _pure_getter(cls: type, name: str) -> ast.expr | None:
    """The expression a property of one of the user's classes returns, when its getter is one
    `return` of arithmetic on constants and attribute chains of `self` (nothing is called)."""
    file = source.class_file(cls)
    tree = source.parse_file(file) if file and source.is_user_file(file) else None
    node = source.find_class(tree, cls.__name__) if tree is not None else None
    method = next((m for m in node.body if isinstance(m, ast.FunctionDef) and m.name == name), None) \
        if node is not None else None
    if method is None or not _one_return(method):
        return None
    value = method.body[-1].value  # type: ignore[attr-defined]
    allowed = (ast.BinOp, ast.UnaryOp, ast.Constant, ast.Attribute, ast.Name, ast.Load, ast.USub, ast.UAdd,
               ast.Call, *_ARITHMETIC)
    pure = all(isinstance(n, allowed) for n in ast.walk(value)) and all(
        isinstance(n.func, ast.Name) and n.func.id in _PURE_BUILTINS and not n.keywords
        for n in ast.walk(value) if isinstance(n, ast.Call))
    return value if pure else None


def _evaluate(node: ast.expr, owner: Any, depth: int = 0) -> Any:
    """A pure getter's expression for `owner`, reading plain attributes and, through other pure
    getters of the user's classes, properties (no other code runs); _MISSING when any part is
    not a plain number."""
    if depth > 4:
        return _MISSING
    if isinstance(node, ast.Constant):
        return node.value
    if isinstance(node, (ast.Attribute, ast.Name)):
        value = _attribute_value(node, owner, depth)
        return value if isinstance(value, (int, float)) and not isinstance(value, bool) else _MISSING
    if isinstance(node, ast.UnaryOp):
        value = _evaluate(node.operand, owner, depth)
        return _MISSING if value is _MISSING else -value if isinstance(node.op, ast.USub) else value
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in _PURE_BUILTINS:
        arguments = [_evaluate(a, owner, depth) for a in node.args]
        if any(a is _MISSING for a in arguments):
            return _MISSING
        try:
            return _PURE_BUILTINS[node.func.id](*arguments)
        except (ArithmeticError, ValueError, TypeError):
            return _MISSING
    if isinstance(node, ast.BinOp) and type(node.op) in _ARITHMETIC:
        left, right = _evaluate(node.left, owner, depth), _evaluate(node.right, owner, depth)
        if left is _MISSING or right is _MISSING:
            return _MISSING
        try:
            return _ARITHMETIC[type(node.op)](left, right)
        except (ArithmeticError, ValueError, TypeError):
            return _MISSING
    return _MISSING


def _attribute_value(node: ast.expr, owner: Any, depth: int) -> Any:
    """`self.a.b` for `owner`: plain attributes read, a property evaluated only when its getter
    is pure (`_pure_getter`); _MISSING otherwise."""
    if isinstance(node, ast.Name):
        return owner if node.id == "self" else _MISSING
    if not isinstance(node, ast.Attribute):
        return _MISSING
    base = _attribute_value(node.value, owner, depth)
    if base is _MISSING:
        return _MISSING
    found = inspect.getattr_static(type(base), node.attr, None)
    if isinstance(found, property):
        getter = _pure_getter(type(base), node.attr)
        return _evaluate(getter, base, depth + 1) if getter is not None else _MISSING
    value = resolve_expression(ast.Attribute(value=ast.Name(id="base", ctx=ast.Load()), attr=node.attr, ctx=ast.Load()),
                               {"base": base})
    return _MISSING if value is None else value


class _Property:
    """A property of a cell computed from host state, evaluated as its getter writes it."""

    def __init__(self, owner: Any, getter: ast.expr) -> None:
        self.owner, self.getter = owner, getter  # a weak reference, the returned expression

    def namespace(self, key: str) -> Mapping[Any, Any] | None:
        owner = self.owner()
        return {key: _evaluate(self.getter, owner)} if owner is not None else None


class _SubCell:
    """A sub-cell slot of a cell (`self.head`), read as graph code reads it."""

    def __init__(self, owner: Any) -> None:
        self.owner = owner  # a weak reference

    def namespace(self, key: str) -> Mapping[Any, Any] | None:
        owner = self.owner()
        cells = getattr(owner, "_cells", None) if owner is not None else None
        return {key: cells[key]} if cells is not None and key in cells else ({} if owner is not None else None)


def _namespace(holder: Any, key: Any = None) -> Mapping[Any, Any] | None:
    if isinstance(holder, dict):
        return holder
    if isinstance(holder, (_Closure, _SubCell, _Presence, _Property)):
        return holder.namespace(key)
    target = holder()
    return vars(target) if target is not None else None


def _small_array(value: Any) -> bool:
    return isinstance(value, np.ndarray) and value.size <= _LARGEST_ARRAY


def _plain_tensor(value: Any) -> bool:
    """A Tensor held as a plain attribute (not a Parameter): graph code folds it in as a constant,
    so another tensor put in its place later is never seen."""
    return is_tensor(value) and not any(c.__name__ == "Parameter" for c in type(value).__mro__)


def _contents(tensor: Any) -> np.ndarray | None:
    """A copy of a small tensor's values (None for a large one: copying it at every call costs)."""
    try:
        return tensor.asnumpy().copy() if int(np.prod(tensor.shape)) <= _LARGEST_ARRAY else None
    except Exception:  # noqa: BLE001 - a tensor that cannot be read now is not compared
        return None


def _small_list(value: Any) -> bool:
    """A short Python list of constants or tensors (`self.seen_classes`, a list of prototype
    tensors), or a short set or dict of constants (`self.unfrozen = {"head"}`, `self.enrolled =
    {name: slot}`): graph code reads its length and items once, when it compiles."""
    if isinstance(value, (set, frozenset)):
        return 0 < len(value) <= _LARGEST_LIST and all(_is_constant(item) for item in value)
    if isinstance(value, dict):
        return 0 < len(value) <= _LARGEST_LIST and all(_is_constant(k) and _is_constant(v) for k, v in value.items())
    return isinstance(value, list) and 0 < len(value) <= _LARGEST_LIST \
        and all(_is_constant(item) or _plain_tensor(item) for item in value)


def _same(now: Any, then: Any) -> bool:
    if isinstance(then, list):
        return isinstance(now, list) and len(now) == len(then) and all(_same(a, b) for a, b in zip(now, then))
    if isinstance(then, np.ndarray):
        return isinstance(now, np.ndarray) and now.shape == then.shape and bool(np.array_equal(now, then))
    if now is then:
        return True
    if _plain_tensor(then):
        return False  # another tensor object: the graph still holds the one it was compiled with
    try:
        return bool(now == then)
    except Exception:  # noqa: BLE001 - a value that cannot compare is not the same
        return False


def _shown(value: Any) -> str:
    if isinstance(value, list) and any(_plain_tensor(item) for item in value):
        return tr("MSD708.list", count=len(value))
    if isinstance(value, np.ndarray):
        return np.array2string(value, threshold=6, precision=4, separator=", ")
    if _plain_tensor(value):
        return tr("MSD708.tensor", value=describe(value))
    if isinstance(value, (set, frozenset)):  # in a fixed order: a set's own depends on string hashing
        return "{" + ", ".join(sorted(repr(item) for item in value)) + "}"
    if inspect.isfunction(value):  # by name: its address changes from run to run
        return f"<function {value.__qualname__}>"
    return repr(value)


def _hook_counts(cell: Any) -> dict[tuple[Any, str], int]:
    import weakref

    return {(weakref.ref(sub), attribute): msapi.hook_count(sub, attribute)
            for sub in _sub_cells(cell) for attribute in msapi.HOOK_ATTRIBUTES}


def _is_constant(value: Any) -> bool:
    if isinstance(value, (bool, int, float, str)) or value is None:
        return True
    return isinstance(value, tuple) and len(value) <= 8 and all(_is_constant(v) for v in value)


def _registration_of(file: str, name: str) -> Span | None:
    """The `register_forward_hook(name)` call in the hook's file."""
    tree = source.parse_file(file)
    for node in source.nodes_of(tree, ast.Call) if tree is not None else []:
        if isinstance(node.func, ast.Attribute) and node.func.attr.startswith("register_forward") and node.args \
                and isinstance(node.args[0], ast.Name) and node.args[0].id == name:
            return source.node_span(file, node)
    return None


def _cell_path(root: Any, cell: Any) -> str:
    """`Net.backbone.layer1` for a sub-cell of the watched model, else its class name."""
    for name, sub in root.cells_and_names():
        if sub is cell and name:
            return f"{type(root).__name__}.{name}"
    return type(cell).__name__


def _last_hook(cell: Any, attribute: str) -> reach.GraphCode | None:
    """The hook last registered on `cell` (`_forward_hook`, ...), when the user wrote it."""
    hooks = msapi.hook_functions(cell, (attribute,))
    return reach.located(hooks[-1]) if hooks else None


_HOST_METHODS = frozenset({"asnumpy", "numpy", "item", "tolist", "append", "extend", "update", "setdefault", "add"})


def _host_work(hook: reach.GraphCode) -> Span | None:
    """The first statement of a hook that works on the host: reads a tensor into NumPy or
    Python (`asnumpy()`, `item()`), fills a container, prints, or calls a method of an object the
    hook closes over (`self._accumulate(...)`)."""
    if isinstance(hook.node, ast.Lambda):
        return None
    parameters = {a.arg for a in hook.node.args.args}
    for statement in hook.node.body:
        for node in ast.walk(statement):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            if isinstance(func, ast.Name) and func.id == "print":
                return source.node_span(hook.filename, statement)
            if isinstance(func, ast.Attribute) and (
                    func.attr in _HOST_METHODS or (isinstance(func.value, ast.Name) and func.value.id not in parameters
                                                   and func.value.id in hook.function.__code__.co_freevars)):
                return source.node_span(hook.filename, statement)
    return None


def _helper_registration(caller: tuple[str, int], method: str, hook: reach.GraphCode | None) -> Span | None:
    """The caller's last call, before its current line, of a user helper that registers hooks
    (`silence_channels(model.backbone, ...)`)."""
    registering = set()
    for filename in {caller[0]} | ({hook.filename} if hook is not None else set()):
        tree = source.parse_file(filename)
        for function in source.nodes_of(tree, ast.FunctionDef) if tree is not None else []:
            if any(isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr == method
                   for n in ast.walk(function)):
                registering.add(function.name)
    tree = source.parse_file(caller[0])
    calls = [n for n in source.nodes_of(tree, ast.Call) if n.lineno < caller[1]
             and (n.func.id if isinstance(n.func, ast.Name) else getattr(n.func, "attr", None)) in registering] \
        if tree is not None else []
    return source.node_span(caller[0], max(calls, key=lambda n: n.lineno)) if calls else None


def _registration_site(frame: tuple[str, int], method: str) -> Span | None:
    """The last `register_..._hook(...)` call before the caller's current line."""
    tree = source.parse_file(frame[0])
    if tree is None:
        return None
    calls = [n for n in source.nodes_of(tree, ast.Call)
             if isinstance(n.func, ast.Attribute) and n.func.attr == method and n.lineno <= frame[1]]
    return source.node_span(frame[0], max(calls, key=lambda n: n.lineno)) if calls else None
