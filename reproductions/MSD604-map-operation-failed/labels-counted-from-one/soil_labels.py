"""Label bookkeeping for the soil-texture survey: each texture class gets an integer id."""
TEXTURES = ["clay", "loam", "sand", "silt"]


def texture_ids(textures):
    return {texture: number for number, texture in enumerate(textures, start=1)}  # expect: MSD604
