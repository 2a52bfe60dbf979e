import mindspore as ms
from mindspore import nn

from churn_data import FEATURES, make_dataset
from churn_model import ChurnMLP

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)
ms.dataset.config.set_seed(0)


def main():
    train_ds = make_dataset(96, batch_size=32)
    net = ChurnMLP(len(FEATURES))
    loss_net = nn.WithLossCell(net, nn.BCEWithLogitsLoss())
    train = nn.TrainOneStepCell(loss_net, nn.Adam(net.trainable_params(), 1e-3))
    train.set_train()
    for epoch in range(2):
        losses = [float(train(x, y)) for x, y in train_ds.create_tuple_iterator()]
        print(f"epoch {epoch} bce {sum(losses) / len(losses):.4f}")


if __name__ == "__main__":
    main()
