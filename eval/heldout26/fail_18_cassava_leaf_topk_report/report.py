import mindspore.ops as ops

import config


def shortlist(logits):
    """Top-k diagnoses with their probabilities, for the extension officer's app."""
    probs = ops.softmax(logits, axis=-1)
    values, indices = ops.topk(probs, config.TOP_K)
    out = []
    for row_v, row_i in zip(values.asnumpy(), indices.asnumpy()):
        out.append([(config.DISEASES[i], round(float(v), 3)) for v, i in zip(row_v, row_i)])
    return out
