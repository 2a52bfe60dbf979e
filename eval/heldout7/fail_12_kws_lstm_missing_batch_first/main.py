import mindspore as ms
from mindspore import nn, Tensor

from config import KWS
from features import fake_mfcc_batch, normalize
from model import KeywordSpotter

ms.set_context(mode=ms.GRAPH_MODE)


def main():
    net = KeywordSpotter(KWS["n_mfcc"], KWS["hidden"], KWS["num_layers"], len(KWS["keywords"]))
    loss_fn = nn.CrossEntropyLoss(label_smoothing=0.05)
    optimizer = nn.Adam(net.trainable_params(), learning_rate=KWS["lr"])

    def forward(x, y):
        logits = net(x)
        return loss_fn(logits, y)

    grad_fn = ms.value_and_grad(forward, None, optimizer.parameters)

    @ms.jit
    def train_step(x, y):
        loss, grads = grad_fn(x, y)
        optimizer(grads)
        return loss

    net.set_train()
    for step in range(KWS["steps"]):
        feats, labels = fake_mfcc_batch(KWS["batch_size"], KWS["frames"], KWS["n_mfcc"], len(KWS["keywords"]), seed=step)
        loss = train_step(Tensor(normalize(feats)), Tensor(labels))
        print(f"step {step}: loss {loss.asnumpy():.4f}")


if __name__ == "__main__":
    main()
