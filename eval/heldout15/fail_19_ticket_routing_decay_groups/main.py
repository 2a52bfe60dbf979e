"""Ticket-routing classifier with AdamW and the usual "no decay on bias / norm / embedding" groups."""
import mindspore as ms
import mindspore.dataset as ds
import mindspore.nn as nn
from mindspore.train import Model, LossMonitor

from encoder import TicketEncoder
from optim_utils import build_optimizer
from tickets import make_tickets, QUEUES, VOCAB


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(2)
    x, y = make_tickets(128)
    train = ds.NumpySlicesDataset({"ids": x, "queue": y}, shuffle=True).batch(16)
    net = TicketEncoder(VOCAB, 32, len(QUEUES))
    optimizer = build_optimizer(net, lr=3e-3, weight_decay=0.05)
    model = Model(net, nn.CrossEntropyLoss(), optimizer, metrics={"accuracy"})
    model.train(2, train, callbacks=[LossMonitor(8)])
    print(model.eval(train))


if __name__ == "__main__":
    main()
