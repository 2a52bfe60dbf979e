import mindspore as ms
from mindspore import nn

from config import EPOCHS, LR, NUM_TRAIN
from data import make_loader
from model import TileNet

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(7)


def main():
    net = TileNet()
    loss_fn = nn.CrossEntropyLoss()
    opt = nn.Momentum(net.trainable_params(), learning_rate=LR, momentum=0.9)
    train_step = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
    train_step.set_train()
    loader = make_loader(NUM_TRAIN, train=True)
    for epoch in range(EPOCHS):
        total, steps = 0.0, 0
        for images, labels in loader.create_tuple_iterator(num_epochs=1):
            total += float(train_step(images, labels).asnumpy())
            steps += 1
        print(f"epoch {epoch}: loss {total / steps:.4f}")


if __name__ == "__main__":
    main()
