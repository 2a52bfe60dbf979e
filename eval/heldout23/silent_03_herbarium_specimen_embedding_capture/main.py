import os

import numpy as np
import mindspore as ms
from mindspore import nn

import config as cfg
from data import herbarium_sheets
from model import GenusClassifier
from retrieval import embed, top1_retrieval


def main():
    mode = ms.PYNATIVE_MODE if os.environ.get("RUN_MODE") == "pynative" else ms.GRAPH_MODE
    ms.set_context(mode=mode)
    ms.set_seed(cfg.SEED)
    rng = np.random.default_rng(cfg.SEED)
    x_tr, y_tr = herbarium_sheets(cfg.NUM_TRAIN, rng)
    x_gal, y_gal = herbarium_sheets(cfg.NUM_GALLERY, rng)
    x_q, y_q = herbarium_sheets(cfg.NUM_QUERY, rng)

    net = GenusClassifier()
    opt = nn.Adam(net.trainable_params(), learning_rate=cfg.LEARNING_RATE)
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), opt)
    step.set_train()
    for epoch in range(cfg.EPOCHS):
        for i in range(0, cfg.NUM_TRAIN, cfg.BATCH_SIZE):
            loss = step(ms.Tensor(x_tr[i:i + cfg.BATCH_SIZE]), ms.Tensor(y_tr[i:i + cfg.BATCH_SIZE]))
        print(f"epoch {epoch} loss {loss.asnumpy():.4f}")

    net.set_train(False)
    gallery = embed(net, ms.Tensor(x_gal))
    queries = embed(net, ms.Tensor(x_q))
    acc, nearest = top1_retrieval(queries, y_q, gallery, y_gal)
    print("retrieval descriptor size:", gallery.shape[1])
    print("nearest gallery sheets:", nearest.tolist())
    print(f"top-1 genus retrieval: {acc:.3f}")


if __name__ == "__main__":
    main()
