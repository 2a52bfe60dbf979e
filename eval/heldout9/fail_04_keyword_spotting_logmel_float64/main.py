import mindspore as ms
from mindspore import nn

from features import make_dataset
from model import KWSNet


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(0)
    feats, labels = make_dataset(48)
    net = KWSNet(n_mels=feats.shape[1], num_words=5)
    loss_net = nn.WithLossCell(net, nn.CrossEntropyLoss())
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9)
    train = nn.TrainOneStepCell(loss_net, opt)
    train.set_train()
    for epoch in range(3):
        for i in range(0, 48, 16):
            loss = train(ms.Tensor(feats[i:i + 16]), ms.Tensor(labels[i:i + 16]))
        print(f"epoch {epoch} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
