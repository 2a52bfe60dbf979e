from mindspore import nn

import config as C


def build_metrics():
    return {
        "top1": nn.Top1CategoricalAccuracy(),
        "topk": nn.TopKCategoricalAccuracy(k=C.TOP_K),
    }
