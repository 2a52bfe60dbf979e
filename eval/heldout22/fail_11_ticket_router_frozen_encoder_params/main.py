import numpy as np
import mindspore as ms
import mindspore.nn as nn

import config
from tickets import synth_tickets, build_vocab, encode
from model import TicketRouter, freeze
from optim import build_optimizer


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    rng = np.random.default_rng(config.SEED)
    texts, labels = synth_tickets(config.NUM_TICKETS, rng)
    vocab = build_vocab()
    ids = encode(texts, vocab)

    net = TicketRouter(len(vocab) + 2, config.EMBED_DIM, config.HIDDEN, len(config.QUEUES))
    if config.FREEZE_ENCODER:
        freeze(net.encoder)
    optimizer = build_optimizer(net, config.HEAD_LR)
    train_net = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), optimizer)
    train_net.set_train()

    for epoch in range(config.EPOCHS):
        for s in range(0, len(ids), config.BATCH_SIZE):
            loss = train_net(ms.Tensor(ids[s:s + config.BATCH_SIZE]), ms.Tensor(labels[s:s + config.BATCH_SIZE]))
        print(f"epoch {epoch} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
