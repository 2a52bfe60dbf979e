import numpy as np
import mindspore as ms
from mindspore import ops, Tensor

import config


def saliency_report(net, eeg, eog):
    """Mean |d score / d input| per channel, for the predicted stage of each epoch."""
    def predicted_score(eeg_in, eog_in):
        logits = net(eeg_in, eog_in)
        return ops.amax(logits, axis=1).sum()

    report = {}
    for channel, position in config.SALIENCY_INPUTS.items():
        grad_fn = ms.grad(predicted_score, grad_position=position)
        g = grad_fn(Tensor(eeg), Tensor(eog))
        report[channel] = float(np.abs(g.asnumpy()).mean())
    return report
