"""Beta-VAE on online handwriting strokes (for stroke completion / synthesis)."""
import mindspore as ms

from config import VAEConfig
from strokes import stroke_set
from trainer import VAETrainer
from vae import StrokeVAE


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(1)
    cfg = VAEConfig()
    data = stroke_set(cfg.num_strokes, cfg.num_points)
    model = StrokeVAE(data.shape[1], cfg.hidden, cfg.latent)
    trainer = VAETrainer(model, cfg)
    for epoch in range(cfg.epochs):
        print(f"epoch {epoch + 1}: -ELBO {trainer.fit_epoch(data):.3f}")


if __name__ == "__main__":
    main()
