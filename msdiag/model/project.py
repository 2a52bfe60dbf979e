"""The user's project read statically: modules, imports, Cell subclasses, and the functions that
MindSpore compiles as graph code (construct, jit functions, hooks, and the helpers they call)."""
from __future__ import annotations

import ast
import os
import tokenize
from collections import deque
from dataclasses import dataclass, field
from typing import Iterable, Iterator, Mapping

from .context import FunctionContext
from .module import ClassInfo, FunctionNode, Module, Namespace, dotted, is_python_container
from .source import node_span

_SKIP_DIRS = frozenset({"__pycache__", "site-packages", "dist-packages", "node_modules", "build", "dist"})
# Functions MindSpore runs in Python at compile time on purpose.
_COMPILE_TIME_DECORATORS = frozenset({"constexpr", "_primexpr", "primexpr", "jit_class"})


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
    # id(class) -> (class, its project MRO): the class is held so that its id is not reused.
    _orders: dict[int, tuple[ClassInfo, list[ClassInfo]]] = field(default_factory=dict, repr=False, compare=False)

    @classmethod
    def load(cls, paths: Iterable[str], texts: Mapping[str, str] | None = None,
             namespaces: Mapping[str, Namespace] | None = None) -> "Project":
        """`texts` gives sources that are not files on disk, such as notebook cells (by the
        filename their code objects carry); `namespaces` what the names a cell takes from the
        kernel (from earlier cells) refer to."""
        project = cls()
        texts = texts or {}
        namespaces = namespaces or {}
        for file in python_files([p for p in paths if p not in texts]) + list(texts):
            try:
                if file in texts:
                    text = texts[file]
                else:
                    # As Python reads a source file: a PEP 263 coding line, a UTF-8 BOM.
                    with tokenize.open(file) as handle:
                        text = handle.read()
                tree = ast.parse(text, filename=file)
            except (OSError, UnicodeDecodeError, SyntaxError, ValueError) as error:
                project.errors.append((file, f"{type(error).__name__}: {error}"))
                continue
            name, package = module_name_for(file)
            key = name
            while key in project.modules:  # two loose scripts with the same name
                key += "_"
            project.modules[key] = Module(file, name, package, text, tree, namespaces.get(file))
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
        if not hasattr(self, "_is_cell_cache"):
            self._is_cell_cache: dict[str, bool] = {}
        if info.qualname in self._is_cell_cache:
            return self._is_cell_cache[info.qualname]
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
        self._is_cell_cache[info.qualname] = result
        return result

    def cells(self) -> list[ClassInfo]:
        return [info for info in self.classes() if self.is_cell(info)]

    def find_method(self, info: ClassInfo, name: str, skip_self: bool = False) -> tuple[ClassInfo, FunctionNode] | None:
        """The method `name` along the project part of the class's MRO (depth first)."""
        order = self._order(info)
        for current in order[1:] if skip_self else order:
            method = current.methods().get(name)
            if method is not None:
                return current, method
        return None

    def _order(self, info: ClassInfo) -> list[ClassInfo]:
        """The project part of the class's MRO (depth first), worked out once per class."""
        remembered = self._orders.get(id(info))
        if remembered is not None:
            return remembered[1]
        order: list[ClassInfo] = []
        stack = [info]
        while stack:
            current = stack.pop(0)
            if current in order:
                continue
            order.append(current)
            stack.extend(self.project_bases(current))
        self._orders[id(info)] = (info, order)
        return order

    def container_attributes(self, info: ClassInfo) -> set[str]:
        """`self.x` attributes that only ever hold builtin Python containers (list, dict, set...)."""
        if not hasattr(self, "_containers"):
            self._containers: dict[str, set[str]] = {}
        if info.qualname not in self._containers:
            self._containers[info.qualname] = self._container_attributes(info)
        return self._containers[info.qualname]

    def _with_bases(self, info: ClassInfo) -> Iterator[ClassInfo]:
        """The class and its bases written in the project, each once."""
        seen: set[str] = set()
        stack = [info]
        while stack:
            current = stack.pop()
            if current.qualname in seen:
                continue
            seen.add(current.qualname)
            stack.extend(self.project_bases(current))
            yield current

    def _container_attributes(self, info: ClassInfo) -> set[str]:
        kinds: dict[str, list[bool]] = {}
        for current in self._with_bases(info):
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
                # In any order: only whether every assignment of a name holds a container counts.
                for node in current.module.index.subtree(method, (ast.Assign, ast.AnnAssign, ast.Call)):
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
                    elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "setattr":
                        if node.args and isinstance(node.args[0], ast.Name) and node.args[0].id == me:
                            if len(node.args) > 1 and isinstance(node.args[1], ast.Constant):
                                kinds.setdefault(str(node.args[1].value), []).append(False)
        return {name for name, values in kinds.items() if values and all(values)}

    def attribute_constructors(self, info: ClassInfo) -> dict[str, set[str]]:
        """`self.x = threading.Event()` in a method of the class (or of a project base): for each
        attribute, the qualified names of the calls assigned to it. Read once per class."""
        if not hasattr(self, "_constructors"):
            self._constructors: dict[str, dict[str, set[str]]] = {}
        if info.qualname not in self._constructors:
            self._constructors[info.qualname] = self._attribute_constructors(info)
        return self._constructors[info.qualname]

    def _attribute_constructors(self, info: ClassInfo) -> dict[str, set[str]]:
        found: dict[str, set[str]] = {}
        for current in self._with_bases(info):
            for method in current.methods().values():
                args = method.args.posonlyargs + method.args.args
                for node in current.module.index.subtree(method, (ast.Assign,)) if args else ():
                    name = dotted(node.value.func) if isinstance(node.value, ast.Call) else None
                    qualified = current.module.resolve_dotted(name) if name is not None else None
                    for target in node.targets if qualified is not None else ():
                        if isinstance(target, ast.Attribute) and isinstance(target.value, ast.Name) \
                                and target.value.id == args[0].arg:
                            found.setdefault(target.attr, set()).add(qualified)  # type: ignore[arg-type]
        return found

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

    def callees(self, ctx: FunctionContext) -> list[FunctionContext]:
        """The helpers a graph function calls, each as graph code reached from it (one level)."""
        return list(self._callees(ctx))

    def _callees(self, ctx: FunctionContext) -> Iterator[FunctionContext]:
        entry = ctx.entry or ctx.qualname
        for node in ctx.calls():
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
        if module is not None and module.differentiated.get(attr) in module.functions:
            attr = module.differentiated[attr]  # `grad_fn(...)`: the function `value_and_grad` differentiates
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

