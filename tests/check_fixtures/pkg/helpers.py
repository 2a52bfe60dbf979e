"""Module functions reached from construct through an import."""
import mindspore as ms
from mindspore import ops


def safe_normalize(boxes, eps=1e-6):
    try:  # expect: MSD201
        return boxes / ops.sqrt((boxes * boxes).sum(-1, keepdims=True))
    except ZeroDivisionError:
        return boxes


def make_weight(n):
    return ms.Parameter(ops.zeros((1, n), ms.float32), name="w")  # expect: MSD203


def unused(x):
    try:
        return x
    finally:
        pass
