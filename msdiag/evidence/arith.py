"""Size arithmetic read from source: which part of `c2 * feat_hw * feat_hw` has to change for a
layer to be built with the size its input really has.

Pure functions over `ast` expressions. The values of the parts (names, attributes, subscripts and
literals) are supplied by the caller, who reads them without running user code; nothing here
evaluates anything but integer arithmetic.
"""
from __future__ import annotations

import ast
import math
import operator
from typing import Any, Callable

_OPERATORS: dict[type, Callable[[Any, Any], Any]] = {
    ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.FloorDiv: operator.floordiv,
    ast.Div: operator.truediv, ast.Mod: operator.mod, ast.Pow: operator.pow,
}
# Calls whose value follows from their arguments' values alone.
_PURE_CALLS: dict[str, Callable[..., Any]] = {"int": int, "len": len, "max": max, "min": min, "abs": abs,
                                              "round": round, "ceil": math.ceil, "floor": math.floor}
# The largest replacement value tried for one part.
_SEARCH_LIMIT = 20_000


def key(node: ast.expr) -> str:
    return ast.dump(node, annotate_fields=False)


def _callee(node: ast.Call) -> str | None:
    func = node.func
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) and func.value.id == "math":
        return func.attr
    return None


def parts(node: ast.expr, calls: bool = False) -> dict[str, ast.expr] | None:
    """The parts of an arithmetic expression whose values decide it, by `key`: names, attribute
    chains, subscripts and number literals, and with `calls` the calls of other functions
    (`feature_map_size()`), each a part whose value the caller supplies. None when the expression
    holds anything else (a call that is not pure arithmetic, a comparison)."""
    found: dict[str, ast.expr] = {}

    def visit(expr: ast.expr) -> bool:
        if isinstance(expr, ast.BinOp) and type(expr.op) in _OPERATORS:
            return visit(expr.left) and visit(expr.right)
        if isinstance(expr, ast.UnaryOp) and isinstance(expr.op, (ast.USub, ast.UAdd)):
            return visit(expr.operand)
        if isinstance(expr, ast.Call) and _callee(expr) in _PURE_CALLS and not expr.keywords:
            return all(visit(argument) for argument in expr.args)
        if isinstance(expr, ast.Call) and calls:
            found.setdefault(key(expr), expr)
            return True
        if isinstance(expr, ast.Constant) and isinstance(expr.value, (int, float)) and not isinstance(expr.value, bool):
            found.setdefault(key(expr) + f"@{expr.lineno}:{expr.col_offset}", expr)
            return True
        if isinstance(expr, (ast.Name, ast.Attribute, ast.Subscript)):
            found.setdefault(key(expr), expr)
            return True
        return False

    return found if visit(node) else None


def part_key(node: ast.expr) -> str:
    """The key `parts` gives `node`: each literal is its own part, names with the same spelling
    are one."""
    if isinstance(node, ast.Constant):
        return key(node) + f"@{node.lineno}:{node.col_offset}"
    return key(node)


def evaluate(node: ast.expr, values: dict[str, Any]) -> Any:
    """The value of `node` with its parts' values; None where it cannot be computed."""
    try:
        return _evaluate(node, values)
    except (ArithmeticError, TypeError, ValueError, KeyError, OverflowError):
        return None


def _evaluate(node: ast.expr, values: dict[str, Any]) -> Any:
    if isinstance(node, ast.BinOp):
        left, right = _evaluate(node.left, values), _evaluate(node.right, values)
        if isinstance(node.op, ast.Pow) and abs(right) > 64:
            raise OverflowError
        return _OPERATORS[type(node.op)](left, right)
    if isinstance(node, ast.UnaryOp):
        operand = _evaluate(node.operand, values)
        return -operand if isinstance(node.op, ast.USub) else operand
    if isinstance(node, ast.Call) and part_key(node) not in values:
        return _PURE_CALLS[_callee(node) or ""](*(_evaluate(a, values) for a in node.args))
    return values[part_key(node)]


def infer(node: ast.expr, values: dict[str, Any], unknown: str, total: int) -> int | None:
    """The one non-negative integer value of part `unknown` that makes `node` equal `total`, the
    other parts as given (a helper's result read back from the constant it computed)."""
    found = [v for v in range(min(_SEARCH_LIMIT, 4 * abs(total) + 8) + 1)
             if evaluate(node, {**values, unknown: v}) == total]
    return found[0] if len(found) == 1 else None


def solve(node: ast.expr, values: dict[str, Any], wanted: int) -> dict[str, int]:
    """For each integer part, the value nearest to its own that makes `node` equal `wanted`
    with every other part unchanged; parts no integer value fixes are left out."""
    if evaluate(node, values) == wanted:
        return {}
    solutions: dict[str, int] = {}
    for name, value in values.items():
        if not isinstance(value, int) or isinstance(value, bool):
            continue
        limit = min(_SEARCH_LIMIT, 4 * max(abs(wanted), abs(value)) + 8)
        trial = dict(values)
        for distance in range(1, limit + 1):
            for candidate in (value - distance, value + distance):
                if candidate < 0:
                    continue
                trial[name] = candidate
                if evaluate(node, trial) == wanted:
                    solutions[name] = candidate
                    break
            if name in solutions:
                break
    return solutions
