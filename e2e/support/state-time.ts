/**
 * The state the test portal serves keeps its days in this zone (Nevada's, as restraint's rule pack
 * has it). The portal is started in it and the browser runs in it, as the state's own staff do: a
 * browser in another zone would call "today" a day the services already think is tomorrow.
 */
export const STATE_TIME_ZONE = 'America/Los_Angeles';
