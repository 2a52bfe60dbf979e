import mindspore as ms
from mindspore import nn, Tensor

import config as cfg
from data import read_reviews, build_vocab, encode
from model import BagOfEmbeddings

ms.set_context(mode=ms.GRAPH_MODE)


def main():
    ms.set_seed(4)
    texts, labels = read_reviews()
    vocab = build_vocab(texts)
    ids = encode(texts, vocab, cfg.MAX_TOKENS)
    model = BagOfEmbeddings(len(vocab), cfg.EMBED_DIM, cfg.NUM_CLASSES)
    with_loss = nn.WithLossCell(model, nn.CrossEntropyLoss())
    train_net = nn.TrainOneStepCell(with_loss, nn.Adagrad(model.trainable_params(), learning_rate=cfg.LR))
    train_net.set_train()
    for epoch in range(cfg.EPOCHS):
        for s in range(0, len(ids), cfg.BATCH_SIZE):
            loss = train_net(Tensor(ids[s:s + cfg.BATCH_SIZE]), Tensor(labels[s:s + cfg.BATCH_SIZE]))
        print(f"epoch {epoch} last batch loss {loss.asnumpy():.4f}")


if __name__ == "__main__":
    main()
