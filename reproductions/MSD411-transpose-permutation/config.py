"""Model configuration: the layout the encoder hands its tokens over in."""
HIDDEN = 8
TOKENS_FIRST = (0, 2, 3, 1)  # expect: MSD411
