import mindspore as ms
from mindspore import nn

from ssd_head import SSDLoss
from targets import synthetic_batch

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)


def main():
    loss_net = SSDLoss()
    train = nn.TrainOneStepCell(loss_net, nn.Momentum(loss_net.trainable_params(), 0.01, 0.9))
    train.set_train()
    for it in range(3):
        images, boxes, labels = synthetic_batch(4, seed=it)
        loss = train(ms.Tensor(images), ms.Tensor(boxes), ms.Tensor(labels))
        print(f"iter {it} multibox loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
