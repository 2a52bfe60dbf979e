import mindspore as ms
from mindspore import nn

from data import SAMPLES, batches
from model import CNNTextClassifier


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    net = CNNTextClassifier(vocab_size=10, dim=8, num_classes=2)
    loss_net = nn.WithLossCell(net, nn.CrossEntropyLoss())
    opt = nn.Adam(net.trainable_params(), learning_rate=1e-2)
    train_step = nn.TrainOneStepCell(loss_net, opt)
    train_step.set_train()
    for step, batch in enumerate(batches(SAMPLES, batch_size=2)):
        batch = [ms.Tensor(a) for a in batch]
        loss = train_step(*batch)
        print(f"step {step} loss {loss.asnumpy():.4f}")


if __name__ == "__main__":
    main()
