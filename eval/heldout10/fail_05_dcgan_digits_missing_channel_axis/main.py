import mindspore as ms
from mindspore import nn, ops

from digits import load_digits, iterate
from nets import Generator, Discriminator, bce_logits, LATENT

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(1)

BATCH = 16
STEPS = 3

G, D = Generator(), Discriminator()
opt_g = nn.Adam(G.trainable_params(), learning_rate=2e-4, beta1=0.5)
opt_d = nn.Adam(D.trainable_params(), learning_rate=2e-4, beta1=0.5)


def d_loss(real, z):
    fake = ops.stop_gradient(G(z))
    return bce_logits(D(real), 1.0) + bce_logits(D(fake), 0.0)


def g_loss(z):
    return bce_logits(D(G(z)), 1.0)


d_grad = ms.value_and_grad(d_loss, None, opt_d.parameters)
g_grad = ms.value_and_grad(g_loss, None, opt_g.parameters)


@ms.jit
def d_step(real, z):
    loss, grads = d_grad(real, z)
    opt_d(grads)
    return loss


@ms.jit
def g_step(z):
    loss, grads = g_grad(z)
    opt_g(grads)
    return loss


def main():
    images = load_digits(64)
    G.set_train()
    D.set_train()
    for step, real in enumerate(iterate(images, BATCH)):
        if step >= STEPS:
            break
        z = ops.randn(BATCH, LATENT)
        ld = d_step(ms.Tensor(real), z)
        lg = g_step(z)
        print(f"step {step} d_loss {float(ld):.4f} g_loss {float(lg):.4f}")


if __name__ == "__main__":
    main()
