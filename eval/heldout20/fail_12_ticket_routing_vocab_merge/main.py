import mindspore as ms
from mindspore import nn, ops
from mindspore.train import Model, LossMonitor

from data import ticket_dataset
from tickets import QUEUES


class BagOfEmbeddings(nn.Cell):
    def __init__(self, vocab_size, dim, num_classes):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, dim, padding_idx=0)
        self.head = nn.Dense(dim, num_classes)

    def construct(self, ids):
        return self.head(self.embed(ids).mean(axis=1))


def main():
    ms.set_seed(1)
    train, vocab_size = ticket_dataset()
    net = BagOfEmbeddings(vocab_size, 12, len(QUEUES))
    model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), 0.05), metrics={"accuracy"})
    model.train(3, train, callbacks=[LossMonitor(2)], dataset_sink_mode=False)
    print(model.eval(train, dataset_sink_mode=False))


if __name__ == "__main__":
    main()
