import mindspore as ms
from mindspore import nn, Tensor

from config import get_config
from data import CORPUS, build_vocab, lm_batches
from model import CharRNN
from utils import clip_grads

ms.set_context(mode=ms.GRAPH_MODE)


def main():
    args = get_config([])
    vocab = build_vocab(CORPUS)
    net = CharRNN(len(vocab), args.embed_dim, args.hidden_size, args.num_layers)
    ce = nn.CrossEntropyLoss()
    optimizer = nn.Adam(net.trainable_params(), learning_rate=args.lr)

    def loss_fn(x, y):
        logits = net(x)
        return ce(logits.reshape(-1, logits.shape[-1]), y.reshape(-1))

    grad_fn = ms.value_and_grad(loss_fn, None, optimizer.parameters)

    @ms.jit
    def train_step(x, y):
        loss, grads = grad_fn(x, y)
        optimizer(clip_grads(grads, 1.0))
        return loss

    net.set_train()
    for step, (x, y) in enumerate(lm_batches(CORPUS, vocab, args.seq_len, args.batch_size, args.steps)):
        loss = train_step(Tensor(x), Tensor(y))
        print(f"step {step} ppl {float(loss.exp().asnumpy()):.2f}")


if __name__ == "__main__":
    main()
