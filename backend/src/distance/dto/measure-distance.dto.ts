import { ApiProperty } from '@nestjs/swagger';
import { registerDecorator, type ValidationArguments } from 'class-validator';

const MAX_PLACE_TEXT = 200;

export class MeasureDistanceDto {
  @ApiProperty({
    description: 'A place label from /api/places, or a place name',
    example: 'Jabalpur, MP, India',
    maxLength: MAX_PLACE_TEXT,
  })
  @IsPlaceText()
  from: string;

  @ApiProperty({
    description: 'A place label from /api/places, or a place name',
    example: 'Bhopal, Madhya Pradesh, India',
    maxLength: MAX_PLACE_TEXT,
  })
  @IsPlaceText()
  to: string;
}

/** Required, non-blank text of reasonable length, with one readable message for each failure. */
function IsPlaceText() {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isPlaceText',
      target: target.constructor,
      propertyName,
      validator: {
        validate: (value: unknown) => typeof value === 'string' && value.trim() !== '' && value.length <= MAX_PLACE_TEXT,
        defaultMessage: ({ property, value }: ValidationArguments) => {
          if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
            return `${property} is required`;
          }
          if (typeof value !== 'string') return `${property} must be a place name or label (text)`;
          return `${property} must be at most ${MAX_PLACE_TEXT} characters`;
        },
      },
    });
}
