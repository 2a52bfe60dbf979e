import mindspore as ms
from mindspore import nn, Tensor

import config as C
from data import RAW_RATINGS, parse_ratings, shuffled_batches
from model import NeuMF

ms.set_context(mode=ms.GRAPH_MODE)


class BCELossCell(nn.Cell):
    def __init__(self, net):
        super().__init__(auto_prefix=False)
        self.net = net
        self.loss = nn.BCEWithLogitsLoss()

    def construct(self, users, items, labels):
        return self.loss(self.net(users, items), labels)


def main():
    users, items, labels = parse_ratings(RAW_RATINGS)
    net = NeuMF(C.NUM_USERS, C.NUM_ITEMS, C.EMBED_DIM, C.MLP_LAYERS)
    train_net = nn.TrainOneStepCell(BCELossCell(net), nn.Adam(net.trainable_params(), learning_rate=C.LR))
    train_net.set_train()
    for epoch in range(C.EPOCHS):
        losses = []
        for u, i, y in shuffled_batches(users, items, labels, C.BATCH_SIZE, seed=epoch):
            losses.append(train_net(Tensor(u), Tensor(i), Tensor(y)).asnumpy())
        print(f"epoch {epoch} loss {sum(losses) / len(losses):.4f}")


if __name__ == "__main__":
    main()
