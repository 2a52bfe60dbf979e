import os
import numpy as np
import mindspore as ms
import mindspore.nn as nn

from model import ClickModel

NUM_ARTICLES, DIM, WARMUP_EPOCHS, EPOCHS = 20, 8, 1, 4


def main():
    mode = ms.PYNATIVE_MODE if os.environ.get("RUN_MODE") == "pynative" else ms.GRAPH_MODE
    ms.set_context(mode=mode)
    ms.set_seed(10)
    rng = np.random.default_rng(10)
    ids = rng.integers(0, NUM_ARTICLES, size=64).astype(np.int32)
    clicks = (ids % 3 == 0).astype(np.float32)
    net = ClickModel(NUM_ARTICLES, DIM)
    train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.BCEWithLogitsLoss()),
                                nn.SGD(net.trainable_params(), learning_rate=0.5))
    train.set_train()
    start = net.article_emb.embedding_table.asnumpy().copy()
    for epoch in range(EPOCHS):
        net.warmup = epoch < WARMUP_EPOCHS
        loss = train(ms.Tensor(ids), ms.Tensor(clicks))
        drift = np.abs(net.article_emb.embedding_table.asnumpy() - start).sum()
        print(f"epoch {epoch}: loss {loss.asnumpy():.4f} embedding drift {drift:.4f}")


if __name__ == "__main__":
    main()
