import mindspore as ms
from mindspore import nn

from data import NUM_FEATURES, batches, make_churn_table

ms.set_context(mode=ms.GRAPH_MODE)


class ChurnMLP(nn.Cell):
    def __init__(self, in_dim, hidden=64, num_classes=2, dropout=0.1):
        super().__init__()
        self.fc1 = nn.Dense(in_dim, hidden)
        self.fc2 = nn.Dense(hidden, hidden)
        self.head = nn.Dense(hidden, num_classes)
        self.act = nn.GELU()
        self.drop = nn.Dropout(p=dropout)

    def construct(self, x):
        h = self.drop(self.act(self.fc1(x)))
        h = self.drop(self.act(self.fc2(h))) + h
        return self.head(h)


def main():
    feats, labels = make_churn_table(512)
    net = ChurnMLP(NUM_FEATURES)
    loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3, weight_decay=1e-4)
    train_step = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
    train_step.set_train()
    for epoch in range(3):
        total, steps = 0.0, 0
        for xb, yb in batches(feats, labels, 64):
            total += float(train_step(xb, yb).asnumpy())
            steps += 1
        print(f"epoch {epoch}: loss {total / steps:.4f}")


if __name__ == "__main__":
    main()
