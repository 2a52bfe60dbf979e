import mindspore as ms
from mindspore import nn, Tensor

from config import TextConfig
from data import synthetic_reviews, batches
from layers import BiRNNEncoder
from model import SentimentClassifier

ms.set_context(mode=ms.GRAPH_MODE)


def main():
    cfg = TextConfig()
    ms.set_seed(1)
    encoder = BiRNNEncoder(cfg.vocab_size, cfg.embed_dim, cfg.hidden_size, cfg.num_layers)
    net = SentimentClassifier(encoder, cfg.num_classes)
    loss_net = nn.WithLossCell(net, nn.CrossEntropyLoss())
    optimizer = nn.Adam(net.trainable_params(), learning_rate=cfg.lr)
    train_net = nn.TrainOneStepCell(loss_net, optimizer)
    train_net.set_train()

    ids, labels = synthetic_reviews(cfg.batch_size * cfg.steps, cfg.seq_len, cfg.vocab_size)
    for step, (x, y) in enumerate(batches(ids, labels, cfg.batch_size)):
        loss = train_net(Tensor(x), Tensor(y))
        print(f"step {step} loss {loss.asnumpy():.4f}")


if __name__ == "__main__":
    main()
