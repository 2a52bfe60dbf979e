import mindspore as ms
import mindspore.nn as nn

import config
from corpus import Vocab, make_corpus, pad_batch, minibatches
from model import BiGRUTagger
from train import make_train_step, run_epoch


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    lines = make_corpus(96)
    vocab = Vocab(lines)
    ids, tags, mask = pad_batch(vocab, lines)

    net = BiGRUTagger(len(vocab.itos), len(config.TAGS), config.EMBED_DIM, config.HIDDEN)
    optimizer = nn.Adam(net.trainable_params(), learning_rate=config.LEARNING_RATE)
    train_step = make_train_step(net, optimizer, len(config.TAGS))

    for epoch in range(config.EPOCHS):
        loss = run_epoch(train_step, minibatches(ids, tags, mask, config.BATCH_SIZE))
        print(f"epoch {epoch} mean token loss {loss:.4f}")

    net.set_train(False)
    pred = net(ms.Tensor(ids)).asnumpy().argmax(-1)
    acc = ((pred == tags) * mask).sum() / mask.sum()
    print(f"token accuracy {acc:.3f}")


if __name__ == "__main__":
    main()
