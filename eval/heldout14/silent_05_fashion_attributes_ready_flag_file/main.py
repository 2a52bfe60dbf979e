import os

import numpy as np
import mindspore as ms
from mindspore import nn

import config
from data import catalogue
from model import FashionTagger, MultiTaskLoss


def annotation_job_finished():
    with open(config.READY_FLAG, "w") as fh:
        fh.write("attributes v1\n")


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    if os.path.exists(config.READY_FLAG):
        os.remove(config.READY_FLAG)
    x, cat, attrs = catalogue(config.NUM_ITEMS, config.SEED)
    net = FashionTagger(config.FEATURE_DIM, len(config.CATEGORIES), len(config.ATTRIBUTES))
    step = nn.TrainOneStepCell(MultiTaskLoss(net, config.READY_FLAG, config.AUX_WEIGHT),
                               nn.Adam(net.trainable_params(), 1e-2))
    step.set_train()
    try:
        for epoch in range(config.EPOCHS):
            if epoch == config.ATTRIBUTES_READY_EPOCH:
                annotation_job_finished()
            losses = []
            for i in range(0, config.NUM_ITEMS, config.BATCH_SIZE):
                sl = slice(i, i + config.BATCH_SIZE)
                losses.append(float(step(ms.Tensor(x[sl]), ms.Tensor(cat[sl]), ms.Tensor(attrs[sl]))))
            print(f"epoch {epoch} loss {np.mean(losses):.4f}")
    finally:
        if os.path.exists(config.READY_FLAG):
            os.remove(config.READY_FLAG)
    net.set_train(False)
    cat_logits, attr_logits = net(ms.Tensor(x))
    cat_acc = (cat_logits.asnumpy().argmax(axis=1) == cat).mean()
    attr_acc = ((attr_logits.asnumpy() > 0) == (attrs > 0.5)).mean()
    print(f"category accuracy {cat_acc:.3f}, attribute accuracy {attr_acc:.3f}")


if __name__ == "__main__":
    main()
