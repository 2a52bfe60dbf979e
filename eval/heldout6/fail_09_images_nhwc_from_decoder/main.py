import mindspore as ms
from mindspore import nn

from data import CLASSES, load_batch
from model import IconNet


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    images, labels = load_batch()
    net = IconNet(len(CLASSES))
    net_with_loss = nn.WithLossCell(net, nn.CrossEntropyLoss())
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9)
    trainer = nn.TrainOneStepCell(net_with_loss, opt)
    trainer.set_train()
    for epoch in range(2):
        loss = trainer(ms.Tensor(images), ms.Tensor(labels))
        print(f"epoch {epoch}: loss {loss.asnumpy():.4f}")


if __name__ == "__main__":
    main()
