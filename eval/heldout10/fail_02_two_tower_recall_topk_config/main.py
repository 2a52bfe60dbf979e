import numpy as np
import mindspore as ms
from mindspore import nn

import settings as S
from interactions import sample_interactions, minibatches
from towers import TwoTower, Retriever

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(3)


def recall(top, pos):
    top = top.asnumpy()
    return float(np.mean([p in row for row, p in zip(top, pos)]))


def main():
    users, pos, neg = sample_interactions(64)
    model = TwoTower(S.NUM_USERS, S.NUM_ITEMS, S.EMBED_DIM, S.HIDDEN)
    train = nn.TrainOneStepCell(model, nn.Adam(model.trainable_params(), S.LR))
    train.set_train()
    for epoch in range(S.EPOCHS):
        for u, p, n in minibatches(users, pos, neg, S.BATCH):
            loss = train(ms.Tensor(u), ms.Tensor(p), ms.Tensor(n))
        print(f"epoch {epoch} bpr {float(loss):.4f}")

    retriever = Retriever(model, S.RECALL_AT)
    retriever.set_train(False)
    top = retriever(ms.Tensor(users[:16]))
    print(f"recall@{S.RECALL_AT} = {recall(top, pos[:16]):.3f}")


if __name__ == "__main__":
    main()
