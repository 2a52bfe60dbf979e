"""Size arithmetic: which part of a computed layer size can make it the size the input has."""
import ast

from msdiag.evidence import arith


def _solve(expression: str, wanted: int, **values: int) -> dict[str, int]:
    node = ast.parse(expression, mode="eval").body
    parts = arith.parts(node)
    assert parts is not None
    known = {key: part.value if isinstance(part, ast.Constant) else values[ast.unparse(part)]
             for key, part in parts.items()}
    return {ast.unparse(parts[key]): value for key, value in arith.solve(node, known, wanted).items()}


def test_only_the_squared_factor_can_give_the_size():
    assert _solve("c2 * feat_hw * feat_hw", 784, c2=16, feat_hw=8) == {"feat_hw": 7}


def test_a_literal_is_a_part_of_its_own():
    # `base * 2` where `base` was wanted: the literal and `base` could both change.
    assert set(_solve("base * 2", 16, base=16)) == {"base", "2"}


def test_floor_division_is_solved_to_the_nearest_value():
    solved = _solve("cfg.IMAGE_SIZE // 4", 7, **{"cfg.IMAGE_SIZE": 32})
    assert list(solved) == ["cfg.IMAGE_SIZE"] and solved["cfg.IMAGE_SIZE"] // 4 == 7


def test_no_part_can_when_the_size_is_out_of_reach():
    assert _solve("a * b", 7, a=2, b=4) == {}
    assert _solve("a * 2", 7, a=2) == {}


def test_expressions_with_calls_other_than_arithmetic_have_no_parts():
    assert arith.parts(ast.parse("make(a) * 2", mode="eval").body) is None
    assert arith.parts(ast.parse("int(a / 2) + len(b)", mode="eval").body) is not None


def test_a_size_already_right_needs_no_change():
    assert _solve("a * b", 8, a=2, b=4) == {}


def test_a_helper_call_is_a_part_when_asked_and_its_result_is_read_back_from_the_total():
    node = ast.parse("channels[-1] * feature_map_size() ** 2", mode="eval").body
    parts = arith.parts(node, calls=True)
    assert parts is not None and "feature_map_size()" in [ast.unparse(p) for p in parts.values()]
    call = next(k for k, p in parts.items() if isinstance(p, ast.Call))
    known = {k: (2 if isinstance(p, ast.Constant) else 16) for k, p in parts.items() if k != call}
    assert arith.infer(node, known, call, 6400) == 20
    # the squared call alone can make 256: 16 * 4 ** 2 (16 channels cannot: 256 / 400)
    solved = arith.solve(node, {**known, call: 20}, 256)
    assert solved == {call: 4}


def test_a_total_no_single_value_gives_is_not_read_back():
    node = ast.parse("a * helper()", mode="eval").body
    parts = arith.parts(node, calls=True)
    call = next(k for k, p in parts.items() if isinstance(p, ast.Call))
    assert arith.infer(node, {k: 3 for k in parts if k != call}, call, 10) is None
