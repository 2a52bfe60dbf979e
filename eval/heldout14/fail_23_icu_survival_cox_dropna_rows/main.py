import numpy as np
import mindspore as ms
from mindspore import nn

import config
from data import make_dataset
from model import DeepSurv, CoxPartialLikelihood


def concordance(risk, time, event):
    num = den = 0
    for i in np.flatnonzero(event):
        later = time > time[i]
        num += (risk[i] > risk[later]).sum() + 0.5 * (risk[i] == risk[later]).sum()
        den += later.sum()
    return num / max(den, 1)


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    dataset, (x, time, event) = make_dataset()
    net = DeepSurv(len(config.COVARIATES), config.HIDDEN)
    step = nn.TrainOneStepCell(CoxPartialLikelihood(net), nn.Adam(net.trainable_params(), config.LR))
    step.set_train()
    for epoch in range(config.EPOCHS):
        losses = [float(step(*batch)) for batch in dataset.create_tuple_iterator()]
        print(f"epoch {epoch} neg. partial log-lik {np.mean(losses):.4f}")
    risk = net(ms.Tensor(x)).asnumpy()
    print(f"{len(x)} complete cases, C-index {concordance(risk, time, event):.3f}")


if __name__ == "__main__":
    main()
