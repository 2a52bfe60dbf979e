"""The modules and classes of the user's project as read from source: the types that the static
contexts and the project share."""
from __future__ import annotations

import ast
import bisect
import builtins
import functools
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

# Builtin Python containers: in graph code, mutating one that outlives the call is lost.
CONTAINER_CALLS = frozenset(
    {
        "list",
        "dict",
        "set",
        "collections.OrderedDict",
        "collections.defaultdict",
        "collections.deque",
        "collections.Counter",
    }
)


def dotted(node: ast.AST) -> str | None:
    """`a.b.c` for a chain of names and attributes, else None."""
    parts: list[str] = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if not isinstance(node, ast.Name):
        return None
    parts.append(node.id)
    return ".".join(reversed(parts))


def is_python_container(node: ast.AST | None, module: Module) -> bool:
    if isinstance(node, (ast.List, ast.Dict, ast.Set, ast.ListComp, ast.DictComp, ast.SetComp)):
        return True
    if isinstance(node, ast.Call):
        return module.resolve(node.func) in CONTAINER_CALLS
    return False



FunctionNode = ast.FunctionDef | ast.AsyncFunctionDef
Kinds = type[ast.AST] | tuple[type[ast.AST], ...]  # as the second argument of isinstance

_BUILTINS = frozenset(dir(builtins))
# Several import paths name the same MindSpore object.
_CANONICAL = {
    "mindspore.common.tensor.Tensor": "mindspore.Tensor",
    "mindspore.common.Tensor": "mindspore.Tensor",
    "mindspore.common.parameter.Parameter": "mindspore.Parameter",
    "mindspore.common.Parameter": "mindspore.Parameter",
    "mindspore.nn.cell.Cell": "mindspore.nn.Cell",
    "mindspore.common.api.jit": "mindspore.jit",
    "mindspore.graph.api.jit": "mindspore.jit",
    "mindspore.common.jit": "mindspore.jit",
    "mindspore.ops.function": "mindspore.ops",
    "mindspore.ops.functional": "mindspore.ops",
    "mindspore.common.dtype": "mindspore",
    "mindspore.dtype": "mindspore",
    "mindspore.common": "mindspore",
    "mindspore.mint": "mindspore.mint",
}
_HOOK_METHODS = frozenset(
    {"register_forward_hook", "register_forward_pre_hook", "register_backward_hook", "register_backward_pre_hook"}
)


# What `Module` reads wherever it is written: calls (hooks, `jit(f)`), functions, imports.
_READ_AT_ANY_DEPTH = (ast.Call, ast.FunctionDef, ast.AsyncFunctionDef, ast.Import, ast.ImportFrom)


def _names_jit(func: ast.expr) -> bool:
    """`jit` or `<dotted>.jit`."""
    if isinstance(func, ast.Attribute):
        return func.attr == "jit" and dotted(func) is not None
    return isinstance(func, ast.Name) and func.id == "jit"


@functools.lru_cache(maxsize=4096)
def canonical(name: str) -> str:
    """The name with its longest prefix (whole dotted parts) that `_CANONICAL` knows replaced."""
    prefix = name
    while prefix not in _CANONICAL:
        prefix, dot, _ = prefix.rpartition(".")
        if not dot:
            return name
    return _CANONICAL[prefix] + name[len(prefix) :]


class SyntaxIndex:
    """Every node of a module's tree, read once: in source order (depth first, children in the
    order of `ast.iter_child_nodes`), each with its parent and the end of its subtree. The nodes
    under a function are then a slice, so no function or class needs walking again.

    `Load`, `Store` and `Del` are single objects shared by the whole tree: they are listed wherever
    they occur, but have no position or parent of their own."""

    def __init__(self, tree: ast.AST) -> None:
        nodes: list[ast.AST] = []
        parents: list[int] = []  # the parent's position, -1 for the root
        by_type: dict[type[ast.AST], list[int]] = defaultdict(list)
        stack: list[tuple[ast.AST, int]] = [(tree, -1)]
        while stack:
            node, parent = stack.pop()
            position = len(nodes)
            nodes.append(node)
            parents.append(parent)
            by_type[type(node)].append(position)
            children: list[tuple[ast.AST, int]] = []
            for name in node._fields:
                value = getattr(node, name, None)
                if isinstance(value, list):
                    children += [(item, position) for item in value if isinstance(item, ast.AST)]
                elif isinstance(value, ast.AST):
                    children.append((value, position))
            children.reverse()
            stack += children
        ends = list(range(1, len(nodes) + 1))
        for position in range(len(nodes) - 1, 0, -1):  # children come after their parent
            parent = parents[position]
            if ends[position] > ends[parent]:
                ends[parent] = ends[position]
        self._nodes = nodes
        self._parents = parents
        self._ends = ends
        self._by_type = dict(by_type)  # the positions of each node type, ascending
        self._of_kinds: dict[Kinds, list[list[int]]] = {}  # kinds asked for -> the lists of their types
        self._positions = {
            id(node): position for position, node in enumerate(nodes) if not isinstance(node, ast.expr_context)
        }

    def breadth_first(self, kinds: Kinds) -> list[ast.AST]:
        """The nodes of these kinds in the order `ast.walk` gives them: level by level, each level
        in source order."""
        depths = [0] * len(self._nodes)
        for position in range(1, len(self._nodes)):
            depths[position] = depths[self._parents[position]] + 1
        chosen = self._positions_of(kinds, 0, len(self._nodes))
        return [self._nodes[position] for position in sorted(chosen, key=depths.__getitem__)]

    def subtree(self, node: ast.AST, kinds: Kinds | None = None) -> list[ast.AST]:
        """`node` and every node under it (only those of `kinds` if given), in source order."""
        position = self._positions[id(node)]
        return self._slice(position, self._ends[position], kinds)

    def body(self, function: FunctionNode | ast.Lambda, kinds: Kinds | None = None) -> list[ast.AST]:
        """Every node of a function's body (only those of `kinds` if given) in source order, nested
        functions included."""
        body = function.body if isinstance(function.body, list) else [function.body]
        return self._slice(self._positions[id(body[0])], self._ends[self._positions[id(body[-1])]], kinds)

    def _slice(self, start: int, end: int, kinds: Kinds | None) -> list[ast.AST]:
        if kinds is None:
            return self._nodes[start:end]
        return [self._nodes[position] for position in self._positions_of(kinds, start, end)]

    def _positions_of(self, kinds: Kinds, start: int, end: int) -> list[int]:
        if kinds not in self._of_kinds:
            self._of_kinds[kinds] = [p for kind, p in self._by_type.items() if issubclass(kind, kinds)]
        found: list[int] = []
        for positions in self._of_kinds[kinds]:
            found += positions[bisect.bisect_left(positions, start) : bisect.bisect_left(positions, end)]
        return sorted(found)

    def parent(self, node: ast.AST) -> ast.AST | None:
        """The node that holds `node`; None for the root and for nodes of another tree."""
        position = self._positions.get(id(node))
        if position is None or self._parents[position] < 0:
            return None
        return self._nodes[self._parents[position]]


@dataclass
class ClassInfo:
    module: Module
    node: ast.ClassDef
    qualname: str  # module.Class
    bases: list[ast.expr]
    _methods: dict[str, FunctionNode] | None = field(default=None, init=False, repr=False, compare=False)

    @property
    def name(self) -> str:
        return self.node.name

    def methods(self) -> dict[str, FunctionNode]:
        """The functions of the class body by name (read once: callers only read it)."""
        if self._methods is None:
            self._methods = {
                n.name: n for n in self.node.body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))
            }
        return self._methods


@dataclass(frozen=True)
class Namespace:
    """What the names a notebook cell uses but does not bind refer to, as read from the kernel's
    namespace: all cells of a notebook share one global namespace, so a cell's `nn` may come from
    the imports of an earlier cell, and its helper from the cell before."""

    names: tuple[tuple[str, str], ...] = ()  # name -> qualified name: `nn` -> `mindspore.nn`
    containers: frozenset[str] = frozenset()  # names bound to a builtin Python container (list, dict...)

    @functools.cached_property
    def _by_name(self) -> dict[str, str]:
        return dict(self.names)

    def qualified(self, name: str) -> str | None:
        return self._by_name.get(name)


def unbound_names(tree: ast.Module) -> set[str]:
    """The names a module reads anywhere (in functions too) that its top level does not bind."""
    bound: set[str] = set()
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            bound.add(node.name)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            bound.update((a.asname or a.name).split(".", 1)[0] for a in node.names if a.name != "*")
        else:
            bound.update(n.id for n in ast.walk(node) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store))
    read = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)}
    return read - bound


@dataclass
class Module:
    file: str
    name: str
    package: str
    text: str
    tree: ast.Module
    namespace: Namespace | None = None  # for a notebook cell: the names it takes from earlier cells
    imports: dict[str, str] = field(default_factory=dict)
    functions: dict[str, FunctionNode] = field(default_factory=dict)
    classes: dict[str, ClassInfo] = field(default_factory=dict)
    container_globals: set[str] = field(default_factory=set)
    cache: dict[str, Any] = field(default_factory=dict)  # per-module answers of rules
    all_functions: list[FunctionNode] = field(default_factory=list)  # at any depth
    calls_by_attribute: list[ast.Call] = field(default_factory=list)  # `x.register_*_hook(...)`
    jit_calls: list[ast.Call] = field(default_factory=list)  # `jit(f)` / `ms.jit(f)` written as a call
    # `grad_fn = ms.value_and_grad(forward, ...)` at top level: the name, and the function it differentiates.
    differentiated: dict[str, str] = field(default_factory=dict)
    index: SyntaxIndex = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        self.index = SyntaxIndex(self.tree)
        self._read_top_level()

    def _read_top_level(self) -> None:
        assigned: dict[str, list[bool]] = {}
        calls: list[ast.Call] = []
        # In the order of `ast.walk`, which decides the order of entries and which of two imports
        # of one name wins.
        for node in self.index.breadth_first(_READ_AT_ANY_DEPTH):
            if isinstance(node, ast.Call):
                if isinstance(node.func, ast.Attribute) and node.func.attr in _HOOK_METHODS:
                    self.calls_by_attribute.append(node)
                elif node.args and _names_jit(node.func):
                    calls.append(node)
            elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                self.all_functions.append(node)
            elif isinstance(node, ast.Import):
                for alias in node.names:
                    if alias.asname:
                        self.imports[alias.asname] = canonical(alias.name)
                    else:
                        head = alias.name.split(".", 1)[0]
                        self.imports[head] = head
            elif isinstance(node, ast.ImportFrom):
                base = self._absolute(node.module, node.level)
                for alias in node.names:
                    if alias.name != "*":
                        full = f"{base}.{alias.name}" if base else alias.name
                        self.imports[alias.asname or alias.name] = canonical(full)
        for node in self.tree.body:
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                self.functions[node.name] = node
            elif isinstance(node, ast.ClassDef):
                self.classes[node.name] = ClassInfo(self, node, f"{self.name}.{node.name}", list(node.bases))
            elif isinstance(node, (ast.Assign, ast.AnnAssign)):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                for target in targets:
                    if isinstance(target, ast.Name):
                        assigned.setdefault(target.id, []).append(is_python_container(node.value, self))
                        differentiated = self._differentiated(node.value)
                        if differentiated is not None:
                            self.differentiated[target.id] = differentiated
        self.container_globals = {name for name, kinds in assigned.items() if all(kinds)}
        if self.namespace is not None:
            self.container_globals |= self.namespace.containers - set(assigned)
        self.jit_calls = [c for c in calls if self.resolve(c.func) == "mindspore.jit"]

    def _differentiated(self, value: ast.expr | None) -> str | None:
        """`ms.value_and_grad(forward, ...)`, `ms.grad(forward)`: the name of `forward`."""
        if not isinstance(value, ast.Call) or not value.args or not isinstance(value.args[0], ast.Name):
            return None
        qualified = self.resolve(value.func) or ""
        if qualified.startswith("mindspore.") and qualified.rpartition(".")[2] in ("value_and_grad", "grad"):
            return value.args[0].id
        return None

    def _absolute(self, module: str | None, level: int) -> str:
        if level == 0:
            return module or ""
        parts = self.package.split(".") if self.package else []
        if level > 1:
            parts = parts[: len(parts) - (level - 1)]
        base = ".".join(parts)
        if module:
            return f"{base}.{module}" if base else module
        return base

    def resolve_dotted(self, name: str) -> str | None:
        head, _, rest = name.partition(".")
        if head in self.imports:
            full = self.imports[head]
        elif head in self.functions or head in self.classes or head in self.differentiated:
            full = f"{self.name}.{head}"
        elif head in self.container_globals:
            full = f"{self.name}.{head}"
        elif self.namespace is not None and (outer := self.namespace.qualified(head)) is not None:
            full = outer
        elif head in _BUILTINS:
            full = f"builtins.{head}"
        else:
            return None
        return canonical(f"{full}.{rest}" if rest else full)

    def resolve(self, node: ast.AST) -> str | None:
        name = dotted(node)
        return self.resolve_dotted(name) if name else None

    def alias_for(self, qualified: str) -> str | None:
        for local, full in sorted(self.imports.items()):
            if full == qualified:
                return local
        if self.namespace is not None:
            for local, full in self.namespace.names:
                if canonical(full) == qualified:
                    return local
        return None


