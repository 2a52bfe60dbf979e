import numpy as np
import mindspore as ms


def prune_by_magnitude(net, sparsity):
    """Zero the smallest-magnitude weights of every masked layer, in place on its mask."""
    kept, total = 0, 0
    for layer in net.masked_layers():
        w = np.abs(layer.weight.asnumpy())
        threshold = np.quantile(w, sparsity)
        drop = w < threshold
        layer.mask[ms.Tensor(drop)] = 0.0
        kept += int((~drop).sum())
        total += w.size
    return 1.0 - kept / total
