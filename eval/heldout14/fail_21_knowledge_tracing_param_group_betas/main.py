import numpy as np
import mindspore as ms
from mindspore import nn

import config
from data import make_dataset
from model import DKT, DKTLoss
from optim_utils import param_groups


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    net = DKT(config.NUM_SKILLS, config.EMBED, config.HIDDEN)
    optimizer = nn.Adam(param_groups(net), learning_rate=config.LR)
    step = nn.TrainOneStepCell(DKTLoss(net), optimizer)
    step.set_train()
    dataset = make_dataset()
    for epoch in range(config.EPOCHS):
        losses = [float(step(*batch)) for batch in dataset.create_tuple_iterator()]
        print(f"epoch {epoch} bce {np.mean(losses):.4f}")
    x, s, c = next(dataset.create_tuple_iterator())
    acc = ((net(x, s).asnumpy() > 0) == (c.asnumpy() > 0.5)).mean()
    print(f"next-answer accuracy {acc:.3f}")


if __name__ == "__main__":
    main()
