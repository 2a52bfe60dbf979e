import mindspore as ms
from mindspore import nn, Tensor

from config import Config
from data import synthetic_digits
from model import LeNet
from utils import build_trainer, accuracy

ms.set_context(mode=ms.GRAPH_MODE)


def main():
    cfg = Config()
    images, labels = synthetic_digits(cfg.batch_size * cfg.num_batches, cfg.image_size, cfg.num_classes)
    net = LeNet(cfg.num_classes, cfg.image_size)
    loss_net, trainer = build_trainer(net, nn.CrossEntropyLoss(), cfg)
    for b in range(cfg.num_batches):
        sl = slice(b * cfg.batch_size, (b + 1) * cfg.batch_size)
        x, y = Tensor(images[sl]), Tensor(labels[sl])
        loss = trainer(x, y)
        print(f"batch {b} loss {loss.asnumpy():.4f}")
    net.set_train(False)
    print("train acc", accuracy(net(Tensor(images)).asnumpy(), labels))


if __name__ == "__main__":
    main()
