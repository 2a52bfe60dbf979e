"""The user's project read statically: modules, imports, Cell subclasses, and the functions that
MindSpore compiles as graph code (construct, jit functions, hooks, and the helpers they call)."""
from __future__ import annotations

import ast
import builtins
import os
from collections import deque
from dataclasses import dataclass, field
from typing import Mapping, Any, Iterable, Iterator

from .context import FunctionContext, dotted, is_python_container, node_span

FunctionNode = ast.FunctionDef | ast.AsyncFunctionDef

_SKIP_DIRS = frozenset({"__pycache__", "site-packages", "dist-packages", "node_modules", "build", "dist"})
_BUILTINS = frozenset(dir(builtins))
# Several import paths name the same MindSpore object.
_CANONICAL = {
    "mindspore.common.tensor.Tensor": "mindspore.Tensor",
    "mindspore.common.Tensor": "mindspore.Tensor",
    "mindspore.common.parameter.Parameter": "mindspore.Parameter",
    "mindspore.common.Parameter": "mindspore.Parameter",
    "mindspore.nn.cell.Cell": "mindspore.nn.Cell",
    "mindspore.common.api.jit": "mindspore.jit",
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
# Functions MindSpore runs in Python at compile time on purpose.
_COMPILE_TIME_DECORATORS = frozenset({"constexpr", "_primexpr", "primexpr", "jit_class"})


def canonical(name: str) -> str:
    for prefix in sorted(_CANONICAL, key=len, reverse=True):
        if name == prefix or name.startswith(prefix + "."):
            return _CANONICAL[prefix] + name[len(prefix) :]
    return name


@dataclass
class ClassInfo:
    module: "Module"
    node: ast.ClassDef
    qualname: str  # module.Class
    bases: list[ast.expr]

    @property
    def name(self) -> str:
        return self.node.name

    def methods(self) -> dict[str, FunctionNode]:
        return {n.name: n for n in self.node.body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))}


@dataclass
class Module:
    file: str
    name: str
    package: str
    text: str
    tree: ast.Module
    imports: dict[str, str] = field(default_factory=dict)
    functions: dict[str, FunctionNode] = field(default_factory=dict)
    classes: dict[str, ClassInfo] = field(default_factory=dict)
    container_globals: set[str] = field(default_factory=set)
    cache: dict[str, Any] = field(default_factory=dict)  # per-module answers of rules
    all_functions: list[FunctionNode] = field(default_factory=list)  # at any depth
    calls_by_attribute: list[ast.Call] = field(default_factory=list)  # `x.register_*_hook(...)`
    jit_calls: list[ast.Call] = field(default_factory=list)  # `jit(f)` / `ms.jit(f)` written as a call

    def __post_init__(self) -> None:
        self._read_top_level()

    def _read_top_level(self) -> None:
        assigned: dict[str, list[bool]] = {}
        calls: list[ast.Call] = []
        for node in ast.walk(self.tree):
            if isinstance(node, ast.Call):
                if isinstance(node.func, ast.Attribute) and node.func.attr in _HOOK_METHODS:
                    self.calls_by_attribute.append(node)
                elif node.args and (dotted(node.func) or "").rsplit(".", 1)[-1] == "jit":
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
        self.container_globals = {name for name, kinds in assigned.items() if all(kinds)}
        self.jit_calls = [c for c in calls if self.resolve(c.func) == "mindspore.jit"]

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
        elif head in self.functions or head in self.classes:
            full = f"{self.name}.{head}"
        elif head in self.container_globals:
            full = f"{self.name}.{head}"
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
        return None


def module_name_for(path: str) -> tuple[str, str]:
    """(module name, package) for a file, walking up through directories that hold `__init__.py`."""
    path = os.path.abspath(path)
    directory, filename = os.path.split(path)
    stem = os.path.splitext(filename)[0]
    parts = [] if stem == "__init__" else [stem]
    while os.path.isfile(os.path.join(directory, "__init__.py")):
        directory, package = os.path.split(directory)
        parts.insert(0, package)
    name = ".".join(parts)
    package = name if stem == "__init__" else name.rpartition(".")[0]
    return name, package


def python_files(paths: Iterable[str]) -> list[str]:
    found: list[str] = []
    for path in paths:
        if os.path.isfile(path):
            found.append(os.path.abspath(path))
            continue
        for root, dirs, files in os.walk(path):
            dirs[:] = sorted(d for d in dirs if d not in _SKIP_DIRS and not d.startswith("."))
            found.extend(os.path.abspath(os.path.join(root, f)) for f in sorted(files) if f.endswith(".py"))
    return list(dict.fromkeys(found))


@dataclass
class Project:
    modules: dict[str, Module] = field(default_factory=dict)  # by module name
    errors: list[tuple[str, str]] = field(default_factory=list)  # (file, message) for unreadable files

    @classmethod
    def load(cls, paths: Iterable[str], texts: Mapping[str, str] | None = None) -> "Project":
        """`texts` gives sources that are not files on disk, such as notebook cells (by the
        filename their code objects carry)."""
        project = cls()
        texts = texts or {}
        for file in python_files([p for p in paths if p not in texts]) + list(texts):
            try:
                if file in texts:
                    text = texts[file]
                else:
                    with open(file, "rb") as handle:
                        text = handle.read().decode("utf-8")
                tree = ast.parse(text, filename=file)
            except (OSError, UnicodeDecodeError, SyntaxError, ValueError) as error:
                project.errors.append((file, f"{type(error).__name__}: {error}"))
                continue
            name, package = module_name_for(file)
            key = name
            while key in project.modules:  # two loose scripts with the same name
                key += "_"
            project.modules[key] = Module(file, name, package, text, tree)
        return project

    # --- classes ---------------------------------------------------------------------------

    def classes(self) -> Iterator[ClassInfo]:
        for module in self.modules.values():
            yield from module.classes.values()

    def _class_index(self) -> tuple[dict[str, ClassInfo], dict[str, list[ClassInfo]]]:
        if not hasattr(self, "_by_qualname"):
            self._by_qualname = {c.qualname: c for c in self.classes()}
            self._by_name: dict[str, list[ClassInfo]] = {}
            for info in self.classes():
                self._by_name.setdefault(info.name, []).append(info)
        return self._by_qualname, self._by_name

    def project_class(self, module: Module, node: ast.AST) -> ClassInfo | None:
        """The project class an expression names, by import, else by a unique simple name."""
        by_qualname, by_name = self._class_index()
        qualified = module.resolve(node)
        if qualified is not None:
            if qualified in by_qualname:
                return by_qualname[qualified]
            if qualified.startswith(("mindspore", "builtins.")):
                return None
            # `from pkg import Class` where pkg/__init__.py re-exports it: fall back on the name.
        simple = dotted(node)
        if simple is None:
            return None
        candidates = by_name.get(simple.rsplit(".", 1)[-1], [])
        return candidates[0] if len(candidates) == 1 else None

    def project_bases(self, info: ClassInfo) -> list[ClassInfo]:
        bases = []
        for base in info.bases:
            found = self.project_class(info.module, base)
            if found is not None and found is not info:
                bases.append(found)
        return bases

    def is_cell(self, info: ClassInfo, _seen: frozenset[str] = frozenset()) -> bool:
        if not hasattr(self, "_cells"):
            self._cells: dict[str, bool] = {}
        if info.qualname in self._cells:
            return self._cells[info.qualname]
        if info.qualname in _seen:
            return False
        result = False
        for base in info.bases:
            qualified = info.module.resolve(base)
            if qualified is not None and qualified.startswith("mindspore.nn."):
                last = qualified.rsplit(".", 1)[-1]
                if last[:1].isupper():
                    result = True
                    break
        if not result:
            result = any(self.is_cell(b, _seen | {info.qualname}) for b in self.project_bases(info))
        self._cells[info.qualname] = result
        return result

    def cells(self) -> list[ClassInfo]:
        return [info for info in self.classes() if self.is_cell(info)]

    def find_method(self, info: ClassInfo, name: str, skip_self: bool = False) -> tuple[ClassInfo, FunctionNode] | None:
        """The method `name` along the project part of the class's MRO (depth first)."""
        order: list[ClassInfo] = []
        stack = [info]
        while stack:
            current = stack.pop(0)
            if current in order:
                continue
            order.append(current)
            stack.extend(self.project_bases(current))
        for current in order[1:] if skip_self else order:
            method = current.methods().get(name)
            if method is not None:
                return current, method
        return None

    def container_attributes(self, info: ClassInfo) -> set[str]:
        """`self.x` attributes that only ever hold builtin Python containers (list, dict, set...)."""
        if not hasattr(self, "_containers"):
            self._containers: dict[str, set[str]] = {}
        if info.qualname not in self._containers:
            self._containers[info.qualname] = self._container_attributes(info)
        return self._containers[info.qualname]

    def _container_attributes(self, info: ClassInfo) -> set[str]:
        kinds: dict[str, list[bool]] = {}
        seen: set[str] = set()
        stack = [info]
        while stack:
            current = stack.pop()
            if current.qualname in seen:
                continue
            seen.add(current.qualname)
            stack.extend(self.project_bases(current))
            for statement in current.node.body:
                if isinstance(statement, ast.Assign):
                    for target in statement.targets:
                        if isinstance(target, ast.Name):
                            kinds.setdefault(target.id, []).append(is_python_container(statement.value, current.module))
            for method in current.methods().values():
                args = method.args.posonlyargs + method.args.args
                if not args:
                    continue
                me = args[0].arg
                for node in ast.walk(method):
                    if isinstance(node, (ast.Assign, ast.AnnAssign)) and node.value is not None:
                        targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                        for target in targets:
                            if (
                                isinstance(target, ast.Attribute)
                                and isinstance(target.value, ast.Name)
                                and target.value.id == me
                            ):
                                kinds.setdefault(target.attr, []).append(
                                    is_python_container(node.value, current.module)
                                )
                    elif isinstance(node, ast.Call) and dotted(node.func) in ("setattr",):
                        if node.args and isinstance(node.args[0], ast.Name) and node.args[0].id == me:
                            if len(node.args) > 1 and isinstance(node.args[1], ast.Constant):
                                kinds.setdefault(str(node.args[1].value), []).append(False)
        return {name for name, values in kinds.items() if values and all(values)}

    # --- graph functions -------------------------------------------------------------------

    def graph_functions(self) -> list[FunctionContext]:
        """Every function compiled as graph code, each once, entries first, then the helpers
        they reach."""
        queue: deque[FunctionContext] = deque(self._entries())
        seen: set[tuple[str, int]] = set()
        ordered: list[FunctionContext] = []
        while queue:
            ctx = queue.popleft()
            key = (ctx.file, id(ctx.node))
            if key in seen:
                continue
            seen.add(key)
            ordered.append(ctx)
            queue.extend(self._callees(ctx))
        return ordered

    def _entries(self) -> Iterator[FunctionContext]:
        for info in self.cells():
            for name, reach in (("construct", "construct"), ("bprop", "bprop")):
                method = info.methods().get(name)
                if method is not None and not _compile_time(method, info.module):
                    yield FunctionContext(info.module, method, reach, f"{info.name}.{name}", owner=info, project=self)  # type: ignore[arg-type]
        for module in self.modules.values():
            yield from self._jit_functions(module)
            yield from self._hook_functions(module)

    def _jit_functions(self, module: Module) -> Iterator[FunctionContext]:
        owners: dict[int, ClassInfo] = {}
        for info in module.classes.values():
            for method in info.methods().values():
                owners[id(method)] = info
        for node in module.all_functions:
            if node.decorator_list and any(_is_ast_jit(d, module) for d in node.decorator_list):
                owner = owners.get(id(node))
                if owner is not None and node.name in ("construct", "bprop") and self.is_cell(owner):
                    continue  # already an entry
                qualname = f"{owner.name}.{node.name}" if owner else node.name
                yield FunctionContext(module, node, "jit", qualname, owner=owner, project=self)
        for node in module.jit_calls:
            # train_step = ms.jit(train_step)
            target = node.args[0]
            if _ast_capture(node) and isinstance(target, ast.Name) and target.id in module.functions:
                function = module.functions[target.id]
                yield FunctionContext(module, function, "jit", function.name, project=self)

    def _hook_functions(self, module: Module) -> Iterator[FunctionContext]:
        for node in module.calls_by_attribute:
            if node.args:
                target = node.args[0]
                function = None
                if isinstance(target, ast.Name):
                    function = module.functions.get(target.id)
                if function is not None:
                    yield FunctionContext(
                        module, function, "hook", function.name, called_from=node_span(module.file, node),
                        entry=f"{node.func.attr}()", project=self,
                    )

    def _callees(self, ctx: FunctionContext) -> Iterator[FunctionContext]:
        entry = ctx.entry or ctx.qualname
        for node in ctx.walk():
            if not isinstance(node, ast.Call):
                continue
            found = self._callee(ctx, node.func)
            if found is None:
                continue
            module, function, owner, qualname = found
            if _compile_time(function, module):
                continue
            yield FunctionContext(
                module, function, "helper", qualname, owner=owner, called_from=ctx.span(node), entry=entry,
                project=self,
            )

    def _callee(
        self, ctx: FunctionContext, func: ast.expr
    ) -> tuple[Module, FunctionNode, ClassInfo | None, str] | None:
        me = ctx.self_name()
        if isinstance(func, ast.Attribute):
            value = func.value
            if me and ctx.owner and isinstance(value, ast.Name) and value.id == me:
                found = self.find_method(ctx.owner, func.attr)
                if found is not None and not _is_property(found[1]):
                    return found[0].module, found[1], ctx.owner, f"{found[0].name}.{func.attr}"
                return None
            if (
                ctx.owner
                and isinstance(value, ast.Call)
                and isinstance(value.func, ast.Name)
                and value.func.id == "super"
            ):
                found = self.find_method(ctx.owner, func.attr, skip_self=True)
                if found is not None and not (func.attr in ("construct", "bprop") and self.is_cell(found[0])):
                    return found[0].module, found[1], ctx.owner, f"{found[0].name}.{func.attr}"
                return None
        if isinstance(func, ast.Name) and func.id in ctx.local_names:
            return None
        qualified = ctx.module.resolve(func)
        if qualified is None or qualified.startswith(("builtins.", "mindspore")):
            return None
        module_name, _, attr = qualified.rpartition(".")
        module = self.modules.get(module_name)
        if module is not None and attr in module.functions:
            return module, module.functions[attr], None, attr
        # Class.method(...) on a project class
        class_path, _, method = qualified.rpartition(".")
        class_module, _, class_name = class_path.rpartition(".")
        owner_module = self.modules.get(class_module)
        if owner_module is not None and class_name in owner_module.classes:
            info = owner_module.classes[class_name]
            function = info.methods().get(method)
            if function is not None:
                return owner_module, function, info, f"{class_name}.{method}"
        return None


def _decorator_name(decorator: ast.expr, module: Module) -> str | None:
    target = decorator.func if isinstance(decorator, ast.Call) else decorator
    return module.resolve(target) or dotted(target)


def _compile_time(function: FunctionNode, module: Module) -> bool:
    for decorator in function.decorator_list:
        name = _decorator_name(decorator, module) or ""
        if name.rsplit(".", 1)[-1] in _COMPILE_TIME_DECORATORS:
            return True
    return False


def _is_property(function: FunctionNode) -> bool:
    return any(dotted(d) in ("property", "staticmethod", "classmethod") for d in function.decorator_list)


def _is_ast_jit(decorator: ast.expr, module: Module) -> bool:
    """`@ms.jit`, `@jit(...)` with the default AST capture (bytecode/trace capture run Python)."""
    target = decorator.func if isinstance(decorator, ast.Call) else decorator
    if module.resolve(target) != "mindspore.jit":
        return False
    return not isinstance(decorator, ast.Call) or _ast_capture(decorator)


def _ast_capture(call: ast.Call) -> bool:
    for keyword in call.keywords:
        if keyword.arg == "capture_mode":
            return isinstance(keyword.value, ast.Constant) and keyword.value.value == "ast"
    return True

