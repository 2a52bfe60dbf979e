"""A recommender's evaluation config keeps a top_k the catalogue of 12 items can give."""
import numpy as np
import mindspore as ms
from mindspore import ops


class EvalConfig:
    top_k = 10
    batch = 4


@ms.jit
def recommend(scores):
    return ops.topk(scores, EvalConfig.top_k)[1]


if __name__ == "__main__":
    scores = ms.Tensor(np.random.randn(EvalConfig.batch, 12), ms.float32)
    print(recommend(scores).shape)
